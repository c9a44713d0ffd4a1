import type { z } from "zod";
import { ContractError, type ContractIssue } from "./errors/contract-error.ts";

export interface ParseContext {
  /** "GET /classes?limit=100&offset=0" */
  endpoint: string;
  /** "/classes": groups unknown-field warnings so each field name is reported once. */
  endpointTemplate: string;
  warn: (message: string) => void;
  /** Field names already reported, shared across a whole sync. */
  reportedUnknownFields: Set<string>;
}

type PathKey = PropertyKey;

function formatPath(path: readonly PathKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** "data[3].capacity" -> "data[].capacity": one warning per field, not per record. */
function fieldPattern(path: readonly PathKey[], key: string): string {
  return formatPath([...path, key]).replace(/\[\d+\]/g, "[]");
}

function recordIdAt(input: unknown, path: readonly PathKey[]): string | null {
  let node: unknown = input;
  let id: string | null = null;
  for (const key of path) {
    if (node === null || typeof node !== "object") break;
    const record = node as Record<PropertyKey, unknown>;
    if (typeof record.id === "string") id = record.id;
    node = record[key as keyof typeof record];
  }
  if (node !== null && typeof node === "object" && typeof (node as { id?: unknown }).id === "string") {
    id = (node as { id: string }).id;
  }
  return id;
}

function deleteAt(input: unknown, path: readonly PathKey[], keys: readonly string[]): void {
  let node: unknown = input;
  for (const key of path) {
    if (node === null || typeof node !== "object") return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  if (node !== null && typeof node === "object") {
    for (const key of keys) delete (node as Record<string, unknown>)[key];
  }
}

/**
 * Validates a response body. Unknown extra fields are dropped with one warning per
 * field name (forward compatibility); anything else that breaks the contract throws
 * a ContractError naming the endpoint, the record id and the field path.
 */
export function parseResponse<T extends z.ZodType>(schema: T, body: unknown, context: ParseContext): z.infer<T> {
  // Objects are strict, so unknown fields surface as `unrecognized_keys` issues. Drop
  // them and parse again; a second pass only fails for real contract violations.
  for (let pass = 0; pass < 2; pass += 1) {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    const unknownFields = result.error.issues.filter((issue) => issue.code === "unrecognized_keys");
    const violations = result.error.issues.filter((issue) => issue.code !== "unrecognized_keys");
    if (violations.length > 0 || pass === 1) {
      const issues: ContractIssue[] = (violations.length > 0 ? violations : result.error.issues).map((issue) => ({
        path: formatPath(issue.path),
        // A bad record key carries its real reason one level down.
        message: issue.code === "invalid_key" ? (issue.issues[0]?.message ?? issue.message) : issue.message,
        recordId: recordIdAt(body, issue.path),
      }));
      throw new ContractError(context.endpoint, issues);
    }
    for (const issue of unknownFields) {
      if (issue.code !== "unrecognized_keys") continue;
      for (const key of issue.keys) {
        const field = `${context.endpointTemplate} ${fieldPattern(issue.path, key)}`;
        if (!context.reportedUnknownFields.has(field)) {
          context.reportedUnknownFields.add(field);
          context.warn(`${context.endpointTemplate} sent an unknown field "${fieldPattern(issue.path, key)}"; it was ignored (the API may be newer than this site).`);
        }
      }
      deleteAt(body, issue.path, issue.keys);
    }
  }
  throw new Error("unreachable");
}
