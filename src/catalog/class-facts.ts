import type { AgeRange, Instructor } from "../api/schemas/index.ts";

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

/** "Ana Lopez", "Ana", "Lopez"; null when both names are blank. */
export function instructorName(instructor: Instructor | null | undefined): string | null {
  if (!instructor) return null;
  const parts = [instructor.first_name, instructor.last_name]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" ") : null;
}

/** Distinct names as one phrase in the locale ("Ana Lopez and Ben Kim"); null when none has a name. */
export function instructorNames(instructors: readonly Instructor[], locale: string): string | null {
  const names = [...new Set(instructors.map(instructorName).filter((name): name is string => name !== null))];
  if (names.length === 0) return null;
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}
