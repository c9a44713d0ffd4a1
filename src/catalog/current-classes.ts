import type { Class } from "../api/schemas/index.ts";

/**
 * Spec 4.1: a class whose end date has passed stays listed until archived. The site
 * shows only current classes: no end date, or one not before the studio's today.
 * `today` is a local YYYY-MM-DD, so plain string comparison orders it correctly.
 */
export function isCurrentClass(cls: Pick<Class, "end_date">, today: string): boolean {
  return cls.end_date === null || cls.end_date >= today;
}

export function currentClasses<T extends Pick<Class, "end_date">>(classes: readonly T[], today: string): T[] {
  return classes.filter((cls) => isCurrentClass(cls, today));
}
