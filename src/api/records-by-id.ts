/**
 * The one rule for records that share an id: the first one seen wins. Ids are compared
 * exactly: the schemas keep each in one form (`uuid`, lowercase). The sync keeps the
 * first copy when a list shifts under its offsets and a record comes twice
 * (`fetchAllPages`), so the site, its feeds and the change report read the same record
 * the snapshot kept first, whatever its later copies say.
 */
export function recordsById<T extends { readonly id: string }>(records: Iterable<T>): Map<string, T> {
  const byId = new Map<string, T>();
  for (const record of records) if (!byId.has(record.id)) byId.set(record.id, record);
  return byId;
}

/** Each id once, the first record with it, in the order first seen. */
export function uniqueById<T extends { readonly id: string }>(records: Iterable<T>): T[] {
  return [...recordsById(records).values()];
}
