import type { Category, CategoryRef } from "../api/schemas/index.ts";
import { nameOrder } from "../core/compare-text.ts";

/** Anything that names a category by id: the API's CategoryRef, or a page's view of it. */
type CategoryLike = Pick<CategoryRef, "id" | "name">;

export interface CategoryGroup<T, C extends CategoryLike = CategoryRef> {
  /** null for items with no category. */
  readonly category: C | null;
  readonly items: T[];
}

/** Names in the site language's order (`nameOrder`). */
const byNameIn = (locale: string) => {
  const order = nameOrder(locale);
  return (a: { name: string }, b: { name: string }): number => order(a.name, b.name);
};

/** Items under the record each names (by id), in first-seen order; null collects the items that name none. */
function groupByRecord<T, R extends { id: string }>(items: readonly T[], recordOf: (item: T) => R | null): Map<string | null, { record: R | null; items: T[] }> {
  const groups = new Map<string | null, { record: R | null; items: T[] }>();
  for (const item of items) {
    const record = recordOf(item);
    const key = record?.id ?? null;
    const group = groups.get(key) ?? { record, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return groups;
}

/** The studio's categories' ids in its display order (spec 4.5: `sort_order`, then name in `locale`'s order), decided once for every list. */
export function categoryOrder(categories: readonly Category[], locale: string): string[] {
  const byName = byNameIn(locale);
  return [...categories].sort((a, b) => a.sort_order - b.sort_order || byName(a, b)).map((category) => category.id);
}

/**
 * Items grouped by category in the studio's display order (`order`: `categoryOrder`).
 * Categories a class names but /categories did not list come next by name in `locale`'s
 * order; items with no category come last. Items keep their order within a group.
 */
export function groupByCategory<T, C extends CategoryLike>(
  items: readonly T[],
  categoryOf: (item: T) => C | null,
  order: readonly string[],
  locale: string,
): CategoryGroup<T, C>[] {
  const byName = byNameIn(locale);
  const groups = [...groupByRecord(items, categoryOf).values()].map(({ record, items: grouped }) => ({ category: record, items: grouped }));
  const rank = new Map(order.map((id, index) => [id, index] as const));
  const listed = (category: C | null): number =>
    category === null ? Number.POSITIVE_INFINITY : (rank.get(category.id) ?? Number.MAX_SAFE_INTEGER);
  return groups.sort((a, b) => {
    const difference = listed(a.category) - listed(b.category);
    if (difference !== 0) return difference;
    return a.category && b.category ? byName(a.category, b.category) : 0;
  });
}

export interface LocationGroup<T, L> {
  /** null for items with no location. */
  readonly location: L | null;
  readonly items: T[];
}

/** Items grouped by location, by name in `locale`'s order; items with no location come last. Items keep their order within a group. */
export function groupByLocation<T, L extends { id: string; name: string }>(items: readonly T[], locationOf: (item: T) => L | null, locale: string): LocationGroup<T, L>[] {
  const byName = byNameIn(locale);
  const groups = groupByRecord(items, locationOf);
  const located = [...groups.values()].flatMap(({ record, items: grouped }) => (record ? [{ location: record, items: grouped }] : []));
  const unlocated = groups.get(null);
  return [...located.sort((a, b) => byName(a.location, b.location)), ...(unlocated ? [{ location: null, items: unlocated.items }] : [])];
}
