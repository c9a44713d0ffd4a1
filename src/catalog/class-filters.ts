import type { AgeRange } from "../api/schemas/index.ts";
import { ageFits } from "./class-facts.ts";

/**
 * The filters on /classes/ (category, day, age, location), in one module that both
 * sides import: the build writes each class card's `data-*` tokens with
 * `filterAttributes`, and the page's script (ClassFilter.astro, bundled by Astro)
 * reads them back with `readFilterable` and applies `matchesFilter`. The unit tests
 * import the very same functions, so the filter that ships is the filter that is tested.
 * Nothing here may touch Node or the DOM: it runs in both.
 */

/** What one class offers to the filter: plain tokens (slugs, digits), never studio text. */
export interface FilterableClass {
  /** The category's slug; "" when the class has none. */
  readonly category: string;
  /** The location's slug; "" when the class has none. */
  readonly location: string;
  /** The days the class meets, 0 = Sunday .. 6 = Saturday. */
  readonly days: readonly number[];
  readonly ageRange: AgeRange | null;
}

/** What the family chose; empty values filter nothing. */
export interface ClassFilter {
  /** A category slug, or "" for every category. */
  readonly category: string;
  /** A location slug, or "" for every location. */
  readonly location: string;
  /** A weekday, 0 = Sunday .. 6 = Saturday; null for any day. */
  readonly day: number | null;
  /** A child's age in whole years; null for any age. */
  readonly age: number | null;
}

/** The form fields and URL parameters the filter reads, in the order the form shows them. */
export const FILTER_FIELDS = ["category", "day", "age", "location"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const NO_FILTER: ClassFilter = { category: "", location: "", day: null, age: null };

export function matchesFilter(item: FilterableClass, filter: ClassFilter): boolean {
  if (filter.category !== "" && item.category !== filter.category) return false;
  if (filter.location !== "" && item.location !== filter.location) return false;
  if (filter.day !== null && !item.days.includes(filter.day)) return false;
  if (filter.age !== null && !ageFits(item.ageRange, filter.age)) return false;
  return true;
}

/**
 * The weekdays a class meets: its weekly pattern, or for a class without one (one-time
 * classes) the weekdays of its dated sessions.
 */
export function classWeekdays(slotWeekdays: readonly number[], sessionWeekdays: readonly number[]): number[] {
  const days = slotWeekdays.length > 0 ? slotWeekdays : sessionWeekdays;
  return [...new Set(days)].sort((a, b) => a - b);
}

/** `data-*` attributes for a class card, written by the build. An open age end is left empty. */
export function filterAttributes(item: FilterableClass): Record<string, string> {
  return {
    "data-category": item.category,
    "data-location": item.location,
    "data-days": item.days.join(" "),
    "data-age-min": item.ageRange?.min == null ? "" : String(item.ageRange.min),
    "data-age-max": item.ageRange?.max == null ? "" : String(item.ageRange.max),
  };
}

/** A whole number of at least 0 from an attribute or field, or null (blank or anything else). */
function wholeNumber(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? "";
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

/** A card's filter tokens read back from its `dataset` (the other half of `filterAttributes`). */
export function readFilterable(data: Readonly<Record<string, string | undefined>>): FilterableClass {
  const min = wholeNumber(data.ageMin);
  const max = wholeNumber(data.ageMax);
  return {
    category: data.category ?? "",
    location: data.location ?? "",
    days: (data.days ?? "")
      .split(" ")
      .map(wholeNumber)
      .filter((day): day is number => day !== null && day <= 6),
    ageRange: min === null && max === null ? null : { min, max },
  };
}

/** The family's choice from the form's fields or the URL's parameters (`value` gives "" when unset). */
export function readFilter(value: (field: FilterField) => string | null): ClassFilter {
  const day = wholeNumber(value("day"));
  return {
    category: value("category")?.trim() ?? "",
    location: value("location")?.trim() ?? "",
    day: day !== null && day <= 6 ? day : null,
    age: wholeNumber(value("age")),
  };
}

/** The URL parameters for a choice, so a filtered list can be shared or bookmarked. */
export function filterQuery(filter: ClassFilter): URLSearchParams {
  const query = new URLSearchParams();
  const values: Record<FilterField, string> = {
    category: filter.category,
    day: filter.day === null ? "" : String(filter.day),
    age: filter.age === null ? "" : String(filter.age),
    location: filter.location,
  };
  for (const field of FILTER_FIELDS) if (values[field] !== "") query.set(field, values[field]);
  return query;
}
