import slugifyWords from "@sindresorhus/slugify";

/**
 * URL slugs for records that have no usable slug of their own.
 * Stable across syncs: a slug depends only on the record's name and id, never on
 * list order, so a re-sync that returns the same records yields the same URLs.
 */

const MAX_SLUG_LENGTH = 60;
const ID_SUFFIX_LENGTH = 6;

/**
 * Lowercase ASCII words joined by hyphens, transliterated from any script the library
 * knows ("Łódź dance" → "lodz-dance", "Балет" → "balet"); "" when nothing is left
 * (emoji only). `decamelize` stays off so "HipHop" keeps its one-word slug.
 */
export function slugify(name: string): string {
  const slug = slugifyWords(name, { decamelize: false });
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > MAX_SLUG_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** The first hex digits of a UUID (or any id), lowercase. */
export function idSuffix(id: string, length = ID_SUFFIX_LENGTH): string {
  const hex = id.toLowerCase().replace(/[^a-z0-9]/g, "");
  return hex.slice(0, length) || "x";
}

export interface Sluggable {
  readonly id: string;
  readonly name: string;
}

/**
 * A unique slug per record id. Names that slugify alike ALL get a short id suffix
 * (not just the second one), so which record keeps the plain slug never depends on
 * the API's order. Names with no ASCII letters use `fallback` plus the id suffix.
 */
export function assignSlugs(records: readonly Sluggable[], fallback: string): Map<string, string> {
  const byBase = new Map<string, Sluggable[]>();
  for (const record of records) {
    const base = slugify(record.name);
    const group = byBase.get(base) ?? [];
    group.push(record);
    byBase.set(base, group);
  }
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  // Plain slugs first, so a suffixed slug can never take a plain one's place.
  for (const [base, group] of byBase) {
    if (base !== "" && group.length === 1 && group[0]) {
      slugs.set(group[0].id, base);
      taken.add(base);
    }
  }
  const ordered = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const record of ordered) {
    if (slugs.has(record.id)) continue;
    const base = slugify(record.name) || fallback;
    let length = ID_SUFFIX_LENGTH;
    let slug = `${base}-${idSuffix(record.id, length)}`;
    while (taken.has(slug) && length < 32) {
      length += 2;
      slug = `${base}-${idSuffix(record.id, length)}`;
    }
    // Same id twice in the input: keep one slug per id.
    slugs.set(record.id, slug);
    taken.add(slug);
  }
  return slugs;
}
