import { isLocalDate } from "../core/local-time.ts";
import { invalidRequest } from "./error-reply.ts";

/** The same shape `z.guid()` accepts on the client side. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * Reads known query parameters. Spec convention 6: a known parameter with a bad
 * value is a 400, never silently defaulted; unknown parameters are never read.
 */
export class QueryReader {
  readonly #params: URLSearchParams;

  constructor(params: URLSearchParams) {
    this.#params = params;
  }

  #raw(name: string): string | undefined {
    const values = this.#params.getAll(name);
    if (values.length > 1) throw invalidRequest(`\`${name}\` was given ${values.length} times; give it once.`);
    return values[0];
  }

  integer(name: string, bounds: { min: number; max?: number; fallback: number }): number {
    const raw = this.#raw(name);
    if (raw === undefined) return bounds.fallback;
    const range = bounds.max === undefined ? `at least ${bounds.min}` : `from ${bounds.min} to ${bounds.max}`;
    const value = /^-?\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < bounds.min || (bounds.max !== undefined && value > bounds.max)) {
      throw invalidRequest(`\`${name}\` must be a whole number ${range}; got "${raw}".`);
    }
    return value;
  }

  optionalInteger(name: string, bounds: { min: number; max: number }): number | undefined {
    return this.#params.has(name) ? this.integer(name, { ...bounds, fallback: bounds.min }) : undefined;
  }

  page(maxLimit: number): { limit: number; offset: number } {
    return {
      limit: this.integer("limit", { min: 1, max: maxLimit, fallback: 50 }),
      offset: this.integer("offset", { min: 0, fallback: 0 }),
    };
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.#raw(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw invalidRequest(`\`${name}\` must be one of ${allowed.join(", ")}; got "${raw}".`);
    }
    return raw as T;
  }

  date(name: string): string | undefined {
    const raw = this.#raw(name);
    if (raw === undefined) return undefined;
    if (!isLocalDate(raw)) throw invalidRequest(`\`${name}\` must be a date as YYYY-MM-DD; got "${raw}".`);
    return raw;
  }

  /** Lower-cased, so ids compare regardless of the case the caller used. */
  uuid(name: string): string | undefined {
    const raw = this.#raw(name);
    if (raw === undefined) return undefined;
    if (!isUuid(raw)) throw invalidRequest(`\`${name}\` must be a UUID; got "${raw}".`);
    return raw.toLowerCase();
  }

  uuidList(name: string): string[] | undefined {
    const items = this.list(name);
    if (items === undefined) return undefined;
    const bad = items.find((item) => !isUuid(item));
    if (bad !== undefined) throw invalidRequest(`\`${name}\` must be comma-separated UUIDs; "${bad}" is not a UUID.`);
    return items.map((item) => item.toLowerCase());
  }

  /** Comma-separated, each entry trimmed; an empty list or entry is malformed. */
  list(name: string): string[] | undefined {
    const raw = this.#raw(name);
    if (raw === undefined) return undefined;
    const items = raw.split(",").map((item) => item.trim());
    if (items.some((item) => item === "")) {
      throw invalidRequest(`\`${name}\` must be a comma-separated list with no empty entries; got "${raw}".`);
    }
    return items;
  }

  boolean(name: string): boolean | undefined {
    const raw = this.#raw(name);
    if (raw === undefined) return undefined;
    if (raw !== "true" && raw !== "false") throw invalidRequest(`\`${name}\` must be true or false; got "${raw}".`);
    return raw === "true";
  }
}
