import type { AgeRange } from "../api/schemas/index.ts";

/** "Ages 3–5", "Age 4", "Ages 6+", "Up to age 5", "All ages"; null when the class says nothing. */
export function ageRangeInWords(range: AgeRange | null | undefined): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== null && max !== null) {
    const low = Math.min(min, max);
    const high = Math.max(min, max);
    return low === high ? `Age ${low}` : `Ages ${low}–${high}`;
  }
  if (min !== null) return min === 0 ? "All ages" : `Ages ${min}+`;
  if (max !== null) return `Up to age ${max}`;
  return null;
}

/** Whether a child of `age` fits the range; an open end fits everyone on that side. */
export function ageFits(range: AgeRange | null | undefined, age: number): boolean {
  if (!range) return true;
  if (range.min !== null && range.max !== null && range.min > range.max) {
    return age >= range.max && age <= range.min;
  }
  return (range.min === null || age >= range.min) && (range.max === null || age <= range.max);
}
