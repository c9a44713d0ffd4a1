import type { Pagination } from "../api/schemas/index.ts";

export interface ListBody<T> {
  data: T[];
  pagination: Pagination;
}

/** Spec 2.1: `total` counts every matching row; `has_more` when offset + limit < total. */
export function paginate<T>(rows: readonly T[], page: { limit: number; offset: number }): ListBody<T> {
  return {
    data: rows.slice(page.offset, page.offset + page.limit),
    pagination: {
      total: rows.length,
      limit: page.limit,
      offset: page.offset,
      has_more: page.offset + page.limit < rows.length,
    },
  };
}
