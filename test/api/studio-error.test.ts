import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ContractError } from "../../src/api/errors/contract-error.ts";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";
import { NetworkError } from "../../src/api/errors/network-error.ts";
import { PaginationDriftError } from "../../src/api/errors/pagination-drift-error.ts";
import { StudioError } from "../../src/api/errors/studio-error.ts";
import { ConfigError } from "../../src/config-error.ts";
import { InputError } from "../../src/core/input-error.ts";
import { SnapshotError } from "../../src/snapshot/snapshot-error.ts";
import { EmulatorOptionsError } from "../../src/emulator/emulator-options-error.ts";
import { ErrorReply } from "../../src/emulator/error-reply.ts";
import { SiteDataError } from "../../src/site/site-data-error.ts";
import { NoUsableScopeError } from "../../src/sync/no-usable-scope-error.ts";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const cause = new Error("the original");

/** One of every error class in src/, as its callers make it. */
const EVERY_ERROR: readonly [string, StudioError][] = [
  ["ContractError", new ContractError("GET /classes", [{ path: "data[0].id", message: "missing", recordId: null }])],
  ["HttpStatusError", new HttpStatusError({ endpoint: "GET /me", status: 401, apiCode: "unauthorized", apiMessage: null, keyHint: "svc_sk_…", requiredScope: null })],
  ["NetworkError", new NetworkError("GET /me", "connection_refused", "ECONNREFUSED: refused", { cause, attempts: 1 })],
  ["PaginationDriftError", new PaginationDriftError("GET /classes", 3, "total moved")],
  ["ConfigError", new ConfigError(["STUDIO_TIMEZONE is missing."])],
  ["InputError", new InputError("invalid_local_date", "Expected a date.")],
  ["SnapshotError", new SnapshotError("snapshot_corrupt", "catalog.json", "not JSON", { cause })],
  ["EmulatorOptionsError", new EmulatorOptionsError("Expected a seed.")],
  ["ErrorReply", new ErrorReply(404, "not_found", "No such class.")],
  ["SiteDataError", new SiteDataError("logo_unreadable", "The logo cannot be read.", { cause })],
  ["NoUsableScopeError", new NoUsableScopeError("svc_pk_abc", [])],
];

describe("one error base", () => {
  it.each(EVERY_ERROR)("%s extends StudioError, names itself and has a stable code", (name, error) => {
    expect(error).toBeInstanceOf(StudioError);
    expect(error.name).toBe(name);
    expect(error.code).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(String(error)).toBe(`${name}: ${error.message}`);
  });

  it("keeps the original error in `cause`", () => {
    const withCause = EVERY_ERROR.filter(([, error]) => error.cause !== undefined).map(([name]) => name);
    expect(withCause).toEqual(["NetworkError", "SnapshotError", "SiteDataError"]);
    for (const [, error] of EVERY_ERROR) if (error.cause !== undefined) expect(error.cause).toBe(cause);
  });

  it("has every error class in src/ extend it, so the list above is complete", async () => {
    const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
    const declared: string[] = [];
    for (const entry of entries.filter((candidate) => candidate.isFile() && /\.(ts|astro)$/.test(candidate.name))) {
      const path = join(entry.parentPath, entry.name);
      for (const match of (await readFile(path, "utf8")).matchAll(/class (\w+) extends (\w+)/g)) {
        if (match[2] === "Error" || match[2]!.endsWith("Error") || match[1]!.endsWith("Error")) declared.push(`${match[1]} extends ${match[2]} (${relative(SRC, path)})`);
      }
    }
    const extendingErrorDirectly = declared.filter((line) => / extends Error /.test(line));
    expect(extendingErrorDirectly).toEqual(["StudioError extends Error (api/errors/studio-error.ts)"]);
    const names = declared.map((line) => line.split(" ")[0]).filter((name) => name !== "StudioError" && name !== "ApiError");
    expect(names.sort()).toEqual(EVERY_ERROR.map(([name]) => name).sort());
  });
});
