import type { Instructor } from "../api/schemas/index.ts";

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
