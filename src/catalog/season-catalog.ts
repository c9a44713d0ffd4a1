import type { CatalogGroup, RegistrationDetail } from "../api/schemas/index.ts";

/**
 * Spec 2.4 rule 2: a seasonal class is sold through the season(s) whose catalog holds
 * it. Class id → ids of those seasons, in the order the seasons are given.
 */
export function seasonsByClass(details: readonly RegistrationDetail[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const detail of details) {
    for (const group of detail.catalog_groups) {
      for (const item of group.items) {
        if (item.item_type !== "class" || item.class === null) continue;
        const seasons = result.get(item.class.id) ?? [];
        if (!seasons.includes(detail.id)) seasons.push(detail.id);
        result.set(item.class.id, seasons);
      }
    }
  }
  return result;
}

/** Catalog groups in the studio's order (`sort_order`, then as given); items keep the API's order. */
export function orderedCatalogGroups(groups: readonly CatalogGroup[]): CatalogGroup[] {
  return groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => a.group.sort_order - b.group.sort_order || a.index - b.index)
    .map(({ group }) => group);
}
