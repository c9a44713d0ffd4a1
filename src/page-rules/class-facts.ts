import type { AgeRange, Class, ClassInstance, Instructor } from "../api/schemas/index.ts";
import { messagesFor } from "../i18n/messages.ts";
import { plainName } from "./text.ts";

/** "Ages 3–5", "Age 4", "Ages 6+", "Up to age 5", "All ages" (en-US); null when the class says nothing. */
export function ageRangeInWords(range: AgeRange | null | undefined, locale: string): string | null {
  if (!range) return null;
  const messages = messagesFor(locale);
  const { min, max } = range;
  if (min !== null && max !== null) {
    const low = Math.min(min, max);
    const high = Math.max(min, max);
    return low === high ? messages.t("rules.age.one", { age: low }) : messages.t("rules.age.range", { low, high });
  }
  if (min !== null) return min === 0 ? messages.t("rules.age.all") : messages.t("rules.age.andUp", { min });
  if (max !== null) return messages.t("rules.age.upTo", { max });
  return null;
}

/**
 * The age range for a labelled list ("Ages: 5–7"), so the label's word is not said
 * twice ("Ages: Ages 5–7"); null when the class says nothing.
 */
export function ageRangeFact(range: AgeRange | null | undefined, locale: string): { readonly label: string; readonly value: string } | null {
  if (!range) return null;
  const messages = messagesFor(locale);
  const ages = (value: string) => ({ label: messages.t("rules.age.factLabel", { kind: "other" }), value });
  const { min, max } = range;
  if (min !== null && max !== null) {
    const low = Math.min(min, max);
    const high = Math.max(min, max);
    return low === high
      ? { label: messages.t("rules.age.factLabel", { kind: "one" }), value: messages.t("rules.age.factOne", { age: low }) }
      : ages(messages.t("rules.age.factRange", { low, high }));
  }
  if (min !== null) return ages(min === 0 ? messages.t("rules.age.factAll") : messages.t("rules.age.factAndUp", { min }));
  if (max !== null) return ages(messages.t("rules.age.factUpTo", { max }));
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

/** "Ana Lopez", "Ana", "Lopez" as every name the site shows (`plainName`: no markup, no control characters, one line); null when both names are blank. */
export function instructorName(instructor: Instructor | null | undefined): string | null {
  if (!instructor) return null;
  const parts = [instructor.first_name, instructor.last_name].map(plainName).filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" ") : null;
}

/**
 * Who teaches a dated session (spec 2.5 over 2.4): the session's own instructor when it
 * names one, else the class's instructors. An instructor record with no name says
 * nothing, so the class's stand. Applied once per session, with its other facts
 * (`decideSessions`).
 */
export function sessionInstructors(
  session: Pick<ClassInstance, "instructor">,
  cls: Pick<Class, "instructors">,
): readonly Instructor[] {
  const own = session.instructor;
  return own && instructorName(own) !== null ? [own] : cls.instructors;
}

/** The distinct names of `instructors` (`instructorName`), in their order; the nameless left out. */
export function namedInstructors(instructors: readonly Instructor[]): string[] {
  return [...new Set(instructors.map(instructorName).filter((name): name is string => name !== null))];
}

/** Names as one phrase in the locale ("Ana Lopez and Ben Kim"); null when there are none. */
export function instructorsInWords(names: readonly string[], locale: string): string | null {
  return names.length === 0 ? null : messagesFor(locale).list(names);
}

/**
 * The enrollment model as a badge, only where it tells a family something the call to
 * action does not: "Drop-in", "Seasonal registration", "By invitation". An open class
 * sold for its whole run gets none: its button already says "Sign up" (or "Join the
 * waitlist" when full), and "Open enrollment" beside a "Full" badge reads as a contradiction.
 */
export function enrollmentLabel(cls: Pick<Class, "enrollment_type" | "enrollment_model">, locale: string): string | null {
  const messages = messagesFor(locale);
  switch (cls.enrollment_type) {
    case "open":
      return cls.enrollment_model === "per_instance" ? messages.t("rules.enrollment.dropIn") : null;
    case "drop_in":
      return messages.t("rules.enrollment.dropIn");
    case "seasonal":
      return messages.t("rules.enrollment.seasonal");
    case "closed":
      return messages.t("rules.enrollment.invitation");
  }
}
