import { describe, expect, it } from "vitest";
import { createApiClient } from "../../src/api/api-client.ts";
import { PaginationDriftError } from "../../src/api/errors/pagination-drift-error.ts";
import { fetchAllPages } from "../../src/api/paginate.ts";
import { createRequestLimiter } from "../../src/api/request-limiter.ts";
import { categorySchema } from "../../src/api/schemas/index.ts";
import { aCategory, fixtureId } from "../fixtures/catalog-records.ts";

const categories = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => aCategory({ id: fixtureId(from + index + 1), name: `C${from + index + 1}`, sort_order: from + index }));

interface ServedPage {
  rows: unknown[];
  total: number;
  /** What each page says of has_more; by default, whether rows lie past it. */
  hasMore?: boolean;
}

/**
 * Serves a list from `rowsFor(call)` with the spec's pagination envelope, and records
 * every requested offset, so tests can change the list between pages.
 */
function listServer(rowsFor: (call: number) => ServedPage) {
  const requests: { limit: number; offset: number }[] = [];
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const limit = Number(url.searchParams.get("limit"));
    const offset = Number(url.searchParams.get("offset"));
    const { rows, total, hasMore } = rowsFor(requests.length);
    requests.push({ limit, offset });
    const data = rows.slice(offset, offset + limit);
    return new Response(JSON.stringify({ data, pagination: { total, limit, offset, has_more: hasMore ?? offset + limit < total } }), { status: 200 });
  };
  const client = createApiClient({
    baseUrl: "http://127.0.0.1:9/v1",
    apiKey: "svc_sk_test_key_000000",
    limiter: createRequestLimiter({ limit: 300, maxConcurrent: 1 }),
    timing: { minTimeoutMs: 1, maxTimeoutMs: 2 },
    fetch: fetch as typeof globalThis.fetch,
    warn: () => {},
  });
  return { client, requests };
}

const read = (client: ReturnType<typeof listServer>["client"], pageSize = 100) =>
  fetchAllPages(client, "/categories", {}, categorySchema, { pageSize, endpointTemplate: "/categories", scope: "classes:read" });

describe("fetchAllPages", () => {
  it("reads every page with the largest page size, ceil(n / 100) requests", async () => {
    const rows = categories(250);
    const { client, requests } = listServer(() => ({ rows, total: rows.length }));
    const result = await read(client);
    expect(result.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(requests).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
      { limit: 100, offset: 200 },
    ]);
  });

  it("makes one request for an empty list", async () => {
    const { client, requests } = listServer(() => ({ rows: [], total: 0 }));
    await expect(read(client)).resolves.toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it("de-duplicates records that appear on two pages", async () => {
    const rows = categories(3);
    const served = [rows[0], rows[1], rows[1], rows[2]];
    // total 4 rows served, 3 distinct: the re-read sees the same, so this must not loop forever.
    const { client } = listServer(() => ({ rows: served, total: 3 }));
    const result = await read(client, 2);
    expect(result.map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it("re-reads the whole list when its total changes between pages", async () => {
    const before = categories(150);
    const after = categories(151);
    // Call 0 sees 150 rows; call 1 (the second page) sees 151; the re-read is stable.
    const { client, requests } = listServer((call) => (call === 0 ? { rows: before, total: 150 } : { rows: after, total: 151 }));
    const result = await read(client);
    expect(result).toHaveLength(151);
    expect(requests.map((request) => request.offset)).toEqual([0, 100, 0, 100]);
  });

  it("fails clearly when the list keeps changing", async () => {
    const { client } = listServer((call) => {
      const rows = categories(120 + call);
      return { rows, total: rows.length };
    });
    const error = await read(client).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaginationDriftError);
    expect((error as Error).message).toMatch(/^GET \/categories changed while it was being read \(its total went from \d+ to \d+\), 3 times in a row\. .*run the sync again/);
  });
});

describe("fetchAllPages with a list whose pages disagree", () => {
  it("names every other total its pages reported", async () => {
    const rows = categories(250);
    // Each request sees one more record announced than the one before it.
    const { client } = listServer((call) => ({ rows, total: 250 + (call % 3) }));
    const error = (await read(client).catch((caught: unknown) => caught)) as PaginationDriftError;
    expect(error).toBeInstanceOf(PaginationDriftError);
    expect(error.message).toBe(
      "GET /categories changed while it was being read (its total went from 250 to 251, 252), 3 times in a row. The studio is probably editing its catalog right now: run the sync again in a few minutes.",
    );
  });

  it("fails clearly, rather than stopping short, when the last page it counted still says has_more", async () => {
    // A server that undercounts: 150 announced, and more said to follow after them.
    const { client, requests } = listServer(() => ({ rows: categories(150), total: 150, hasMore: true }));
    const error = (await read(client).catch((caught: unknown) => caught)) as PaginationDriftError;
    expect(error).toBeInstanceOf(PaginationDriftError);
    expect(error.reason).toBe("changed");
    expect(error.message).toBe(
      "GET /categories changed while it was being read (the last page at offset 100 still said has_more), 3 times in a row. The studio is probably editing its catalog right now: run the sync again in a few minutes.",
    );
    expect(requests).toHaveLength(6);
  });
});

describe("fetchAllPages with a list that loses records", () => {
  it("fails clearly, with the count announced and the count that came, when a record never arrives", async () => {
    const rows = categories(149);
    const { client, requests } = listServer(() => ({ rows, total: 150 }));
    const error = (await read(client).catch((caught: unknown) => caught)) as PaginationDriftError;
    expect(error).toBeInstanceOf(PaginationDriftError);
    expect(error.reason).toBe("changed");
    expect(error.message).toMatch(/^GET \/categories changed while it was being read \(150 records were announced but 149 distinct ones arrived\), 3 times in a row\./);
    expect(requests).toHaveLength(6);
  });

  it("reads a changing list as often as it is told to, and no more", async () => {
    const { client, requests } = listServer((call) => {
      const rows = categories(120 + call);
      return { rows, total: rows.length };
    });
    const once = { pageSize: 100, endpointTemplate: "/categories" as const, scope: "classes:read" as const, rereads: 0 };
    const error = (await fetchAllPages(client, "/categories", {}, categorySchema, once).catch((caught: unknown) => caught)) as Error;
    expect(error).toBeInstanceOf(PaginationDriftError);
    expect((error as PaginationDriftError).reason).toBe("changed");
    expect(error.message).toContain("(its total went from 120 to 121)");
    // One read of two pages, then it gives up.
    expect(requests).toHaveLength(2);
  });
});

describe("fetchAllPages with a server that orders a list differently on every request", () => {
  /** The same 150 rows, rotated by a different amount for every request. */
  const rotating = (rows: ReturnType<typeof categories>) => (call: number) => {
    const shift = (call * 37) % rows.length;
    return { rows: [...rows.slice(shift), ...rows.slice(0, shift)], total: rows.length };
  };

  it("fails clearly, naming the order, rather than returning a list with records lost or doubled", async () => {
    const { client, requests } = listServer(rotating(categories(150)));
    const error = (await read(client).catch((caught: unknown) => caught)) as PaginationDriftError;
    expect(error).toBeInstanceOf(PaginationDriftError);
    expect(error.reason).toBe("reordered");
    expect(requests).toHaveLength(6);
    // The last read's pages (shifted by 148, then 35) hold 0-97 and 135-149: 37 twice, 37 never.
    expect(error.message).toBe(
      "GET /categories came back in a different order from one page to the next (37 record(s) came twice and 37 of the 150 never came), 3 times in a row, so its pages do not add up to the list. The spec leaves this list's order open, and it is longer than one page: run the sync again, and if it keeps failing, ask the API provider to keep the order stable.",
    );
  });

  it("reads a list that fits one page whole, whatever its order", async () => {
    const rows = categories(100);
    const { client, requests } = listServer(rotating(rows));
    const result = await read(client);
    expect(result.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(requests).toHaveLength(1);
  });
});

describe("fetchAllPages with a server that caps its pages", () => {
  it("steps by the page size the server reports, so no row is skipped", async () => {
    const rows = categories(230);
    const requests: number[] = [];
    const fetch = async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const offset = Number(url.searchParams.get("offset"));
      requests.push(offset);
      const limit = Math.min(100, Number(url.searchParams.get("limit")));
      const data = rows.slice(offset, offset + limit);
      return new Response(JSON.stringify({ data, pagination: { total: rows.length, limit, offset, has_more: offset + limit < rows.length } }));
    };
    const client = createApiClient({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "svc_sk_test_key_000000",
      limiter: createRequestLimiter({ limit: 300 }),
      fetch: fetch as typeof globalThis.fetch,
      warn: () => {},
    });
    const result = await fetchAllPages(client, "/categories", {}, categorySchema, { pageSize: 200, endpointTemplate: "/categories", scope: "classes:read" });
    expect(result).toHaveLength(230);
    expect(requests.sort((a, b) => a - b)).toEqual([0, 100, 200]);
  });

  it("never steps further than the page size it asked for, whatever limit the server reports", async () => {
    const rows = categories(230);
    const requests: number[] = [];
    const fetch = async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const offset = Number(url.searchParams.get("offset"));
      requests.push(offset);
      const data = rows.slice(offset, offset + Number(url.searchParams.get("limit")));
      return new Response(JSON.stringify({ data, pagination: { total: rows.length, limit: 500, offset, has_more: offset + data.length < rows.length } }));
    };
    const client = createApiClient({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: "svc_sk_test_key_000000",
      limiter: createRequestLimiter({ limit: 300 }),
      fetch: fetch as typeof globalThis.fetch,
      warn: () => {},
    });
    const result = await fetchAllPages(client, "/categories", {}, categorySchema, { pageSize: 100, endpointTemplate: "/categories", scope: "classes:read" });
    expect(result).toHaveLength(230);
    expect(requests.sort((a, b) => a - b)).toEqual([0, 100, 200]);
  });
});
