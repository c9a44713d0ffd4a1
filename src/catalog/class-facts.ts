import type { AgeRange, Class, ClassInstance, Instructor } from "../api/schemas/index.ts";

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

/**
 * The age range for a labelled list ("Ages: 5–7"), so the label's word is not said
 * twice ("Ages: Ages 5–7"); null when the class says nothing.
 */
export function ageRangeFact(range: AgeRange | null | undefined): { readonly label: string; readonly value: string } | null {
  if (!range) return null;
  const { min, max } = range;
  if (min !== null && max !== null) {
    const low = Math.min(min, max);
    const high = Math.max(min, max);
    return low === high ? { label: "Age", value: String(low) } : { label: "Ages", value: `${low}–${high}` };
  }
  if (min !== null) return { label: "Ages", value: min === 0 ? "All" : `${min} and up` };
  if (max !== null) return { label: "Ages", value: `Up to ${max}` };
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

/**
 * Who teaches a dated session (spec 2.5 over 2.4): the session's own instructor when it
 * names one, else the class's instructors. An instructor record with no name says
 * nothing, so the class's stand. The calendar feed and the JSON-LD both ask here.
 */
export function sessionInstructors(
  session: Pick<ClassInstance, "instructor">,
  cls: Pick<Class, "instructors">,
): readonly Instructor[] {
  const own = session.instructor;
  return own && instructorName(own) !== null ? [own] : cls.instructors;
}

/** Distinct names as one phrase in the locale ("Ana Lopez and Ben Kim"); null when none has a name. */
export function instructorNames(instructors: readonly Instructor[], locale: string): string | null {
  const names = [...new Set(instructors.map(instructorName).filter((name): name is string => name !== null))];
  if (names.length === 0) return null;
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(names);
}

/**
 * The enrollment model as a badge, only where it tells a family something the call to
 * action does not: "Drop-in", "Seasonal registration", "By invitation". An open class
 * sold for its whole run gets none: its button already says "Sign up" (or "Join the
 * waitlist" when full), and "Open enrollment" beside a "Full" badge reads as a contradiction.
 */
export function enrollmentLabel(cls: Pick<Class, "enrollment_type" | "enrollment_model">): string | null {
  switch (cls.enrollment_type) {
    case "open":
      return cls.enrollment_model === "per_instance" ? "Drop-in" : null;
    case "drop_in":
      return "Drop-in";
    case "seasonal":
      return "Seasonal registration";
    case "closed":
      return "By invitation";
  }
}
