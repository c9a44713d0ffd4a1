import { z } from "zod";
import type { ApiClient, GetOptions, Query } from "./api-client.ts";
import { PaginationDriftError, type PaginationDriftReason } from "./errors/pagination-drift-error.ts";
import { listEnvelope } from "./schemas/envelopes.ts";

/** Largest pages the spec allows (section 8). */
export { MAX_INSTANCE_PAGE_SIZE, MAX_PAGE_SIZE } from "./contract.ts";

export interface FetchAllOptions extends GetOptions {
  pageSize: number;
  /** Whole re-reads allowed when the list changes while it is paged. Default 2. */
  rereads?: number;
}

type WithId = { id: string };

/**
 * Reads every page of a list. The first page tells the total, so the rest are fetched
 * concurrently (inside the limiter), which keeps the request count at the floor:
 * ceil(total / pageSize), at least 1. Records are de-duplicated by id. If the total
 * changes between pages, or rows went missing because the list shifted under the
 * offsets (records added or removed, or a server that orders the list differently on
 * every request, which spec 4.4 and 4.5 allow for some lists), the whole list is read
 * again; if its pages still do not add up, the sync fails clearly. A list is only ever
 * returned whole, each record once.
 */
export async function fetchAllPages<T extends z.ZodType<WithId>>(
  client: ApiClient,
  path: string,
  query: Query,
  itemSchema: T,
  options: FetchAllOptions,
): Promise<z.infer<T>[]> {
  const envelope = listEnvelope(itemSchema);
  const rereads = options.rereads ?? 2;
  let lastProblem = "";
  let reason: PaginationDriftReason = "changed";
  for (let read = 0; read <= rereads; read += 1) {
    const page = (offset: number) =>
      client.get(path, { ...query, limit: options.pageSize, offset }, envelope, options);
    const first = await page(0);
    const total = first.pagination.total;
    // Step by the page size the server says it used: a server that caps pages below
    // what was asked must not make us skip rows.
    const step = Math.min(options.pageSize, Math.max(1, first.pagination.limit));
    const offsets: number[] = [];
    for (let offset = step; offset < total; offset += step) offsets.push(offset);
    const rest = await Promise.all(offsets.map(page));
    const pages = [first, ...rest];

    const totals = new Set(pages.map((p) => p.pagination.total));
    const last = pages[pages.length - 1]!;
    const byId = new Map<string, z.infer<T>>();
    for (const p of pages) for (const item of p.data) if (!byId.has(item.id)) byId.set(item.id, item);

    reason = "changed";
    if (totals.size > 1) {
      lastProblem = `its total went from ${total} to ${[...totals].filter((t) => t !== total).join(", ")}`;
    } else if (last.pagination.has_more) {
      lastProblem = `the last page at offset ${last.pagination.offset} still said has_more`;
    } else if (byId.size !== total) {
      const received = pages.reduce((sum, p) => sum + p.data.length, 0);
      reason = received > byId.size ? "reordered" : "changed";
      lastProblem =
        reason === "reordered"
          ? `${received - byId.size} record(s) came twice and ${total - byId.size} of the ${total} never came`
          : `${total} records were announced but ${byId.size} distinct ones arrived`;
    } else {
      return [...byId.values()];
    }
  }
  throw new PaginationDriftError(`GET ${path}`, rereads + 1, lastProblem, reason);
}
