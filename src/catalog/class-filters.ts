import type { AgeRange } from "../api/schemas/index.ts";
import { ageFits } from "./age-range.ts";

/**
 * The filters on /classes/ (category, day, age, location). Category and location get
 * static pages; the small script on /classes/ applies the same rule in the browser
 * from the data attributes a page writes with `filterAttributes`.
 */
export interface ClassFilter {
  readonly categoryId?: string | null;
  readonly locationId?: string | null;
  /** 0 = Sunday .. 6 = Saturday. */
  readonly weekday?: number | null;
  /** A child's age in years. */
  readonly age?: number | null;
}

export interface FilterableClass {
  readonly categoryId: string | null;
  readonly locationId: string | null;
  /** The days the class meets. */
  readonly weekdays: readonly number[];
  readonly ageRange: AgeRange | null;
}

export function matchesFilter(item: FilterableClass, filter: ClassFilter): boolean {
  if (filter.categoryId != null && item.categoryId !== filter.categoryId) return false;
  if (filter.locationId != null && item.locationId !== filter.locationId) return false;
  if (filter.weekday != null && !item.weekdays.includes(filter.weekday)) return false;
  if (filter.age != null && !ageFits(item.ageRange, filter.age)) return false;
  return true;
}

export function filterClasses<T extends FilterableClass>(items: readonly T[], filter: ClassFilter): T[] {
  return items.filter((item) => matchesFilter(item, filter));
}

/**
 * The weekdays a class meets: its weekly pattern, or for a class without one (one-time
 * classes) the weekdays of its dated sessions.
 */
export function classWeekdays(slotWeekdays: readonly number[], sessionWeekdays: readonly number[]): number[] {
  const days = slotWeekdays.length > 0 ? slotWeekdays : sessionWeekdays;
  return [...new Set(days)].sort((a, b) => a - b);
}

/**
 * `data-*` values for the browser filter. Keys and values are plain tokens (ids,
 * digits), never studio text. An open age end is left empty.
 */
export function filterAttributes(item: FilterableClass, categorySlug: string | null, locationSlug: string | null): Record<string, string> {
  return {
    "data-category": categorySlug ?? "",
    "data-location": locationSlug ?? "",
    "data-days": item.weekdays.join(" "),
    "data-age-min": item.ageRange?.min == null ? "" : String(item.ageRange.min),
    "data-age-max": item.ageRange?.max == null ? "" : String(item.ageRange.max),
  };
}
