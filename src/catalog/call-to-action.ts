import type { Class, ClassInstance } from "../api/schemas/index.ts";
import { isFull } from "../core/classes.ts";
import { safeUrl } from "./safe-values.ts";

/** A season page that sells a class (spec 2.4 rule 2). `href` is the site's own page. */
export interface SeasonLink {
  readonly name: string;
  readonly href: string;
}

export type CallToAction =
  /** open / drop_in: the studio's hosted checkout. `full` keeps the link but says so (spec 2.2 rule 3). */
  | { readonly kind: "checkout"; readonly href: string; readonly label: string; readonly full: boolean }
  /** seasonal: sign up through the season page(s) whose catalog holds the class; none yet when empty. */
  | { readonly kind: "seasons"; readonly seasons: readonly SeasonLink[] }
  /**
   * seasonal, but the seasons were not synced (the key lacks registrations:read), so
   * the site cannot tell whether one is open: the studio's registration, and its class
   * browser when that is a safe link. Never a checkout (spec 2.4 rule 2).
   */
  | { readonly kind: "registration"; readonly browse: string | null }
  /** closed: by the studio's invitation only; no link. */
  | { readonly kind: "invitation" }
  /** open / drop_in whose checkout link is missing or unsafe: nothing to click. */
  | { readonly kind: "unavailable" };

type ClassForAction = Pick<Class, "enrollment_type" | "enrollment_model" | "capacity" | "links">;

/**
 * The class-level call to action (spec 2.4 enrollment type rules). For a drop-in class
 * the link is the date picker and fullness belongs to each session (spec 2.2 rule 4),
 * so only a session-based class is ever "full" here. `seasonsHoldingClass` is null
 * when the seasons were not synced.
 */
export function classCallToAction(cls: ClassForAction, seasonsHoldingClass: readonly SeasonLink[] | null): CallToAction {
  switch (cls.enrollment_type) {
    case "closed":
      return { kind: "invitation" };
    case "seasonal":
      return seasonsHoldingClass === null
        ? { kind: "registration", browse: safeUrl(cls.links.browse) }
        : { kind: "seasons", seasons: seasonsHoldingClass };
    case "open":
    case "drop_in": {
      const href = safeUrl(cls.links.checkout);
      if (href === null) return { kind: "unavailable" };
      const perSession = cls.enrollment_model === "per_instance";
      const full = !perSession && isFull(cls.capacity);
      const label = full ? "Join the waitlist" : perSession ? "Book a session" : "Sign up";
      return { kind: "checkout", href, label, full };
    }
  }
}

export type SessionAction =
  | { readonly kind: "checkout"; readonly href: string; readonly label: string; readonly full: boolean }
  | { readonly kind: "none" };

/**
 * A session's own checkout link: set only for drop-in classes sold directly (spec 2.5),
 * and only worth offering for a scheduled session.
 */
export function sessionCallToAction(
  session: Pick<ClassInstance, "status" | "capacity" | "links">,
  cls: Pick<Class, "enrollment_type">,
): SessionAction {
  if (session.status !== "scheduled") return { kind: "none" };
  if (cls.enrollment_type !== "open" && cls.enrollment_type !== "drop_in") return { kind: "none" };
  const href = safeUrl(session.links.checkout);
  if (href === null) return { kind: "none" };
  const full = isFull(session.capacity);
  return { kind: "checkout", href, label: full ? "Join the waitlist" : "Book", full };
}
