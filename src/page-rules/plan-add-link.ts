/**
 * "Add to plan" as a link: `/plan/#add=<class id>` (and `@<date>` for one drop-in session).
 * The class page and the list's "Add classes to my plan" write it, the planner reads it. Apart
 * from the plan's own reading (plan-link.ts) so a list's first tap loads these few lines, not
 * the planner's rules and messages.
 */

/** A date as the plan keeps it (the studio's, YYYY-MM-DD). */
export const PLAN_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A class id as the plan keeps it (the API's ids, lowercased by the site). */
export const PLAN_CLASS_ID = /^[0-9a-z-]{1,64}$/;

export const ADD_FRAGMENT = "add=";

export function addFragment(classId: string, date?: string): string {
  return `${ADD_FRAGMENT}${classId}${date ? `@${date}` : ""}`;
}

/** The class (and session date) an add link names; null for another fragment. */
export function readAddFragment(hash: string): { classId: string; date: string | null } | null {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!fragment.startsWith(ADD_FRAGMENT)) return null;
  const [classId = "", date = ""] = fragment.slice(ADD_FRAGMENT.length).split("@");
  if (!PLAN_CLASS_ID.test(classId)) return null;
  return { classId, date: PLAN_DATE.test(date) ? date : null };
}
