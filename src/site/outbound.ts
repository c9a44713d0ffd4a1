/**
 * Links that leave for the studio's hosted pages (checkout, registration, booking) carry
 * what they do and for what, as data- attributes: an analytics tool the owner turns on
 * (ANALYTICS_SCRIPT_URL) can count outbound clicks per class and action from these,
 * without a script of ours on the page.
 */
export type OutboundAction = "sign-up" | "book-session" | "waitlist" | "register" | "trial" | "membership" | "appointment" | "browse";

export interface OutboundAttributes {
  readonly "data-outbound": OutboundAction;
  /** The class, season, trial, membership or service the link is for, as the page names it. */
  readonly "data-outbound-item": string;
}

export function outbound(action: OutboundAction, item: string): OutboundAttributes {
  return { "data-outbound": action, "data-outbound-item": item };
}

/** A checkout link's action: a full class's kept link is its waitlist (spec 2.2 rule 3). */
export function checkoutAction(full: boolean, perSession: boolean): OutboundAction {
  if (full) return "waitlist";
  return perSession ? "book-session" : "sign-up";
}

/** A schedule row's link to the studio's pages, as analytics names it; null for the season's page on this site. */
export function rowOutbound(action: { readonly to: "checkout" | "register" | "season" | "browse"; readonly full: boolean; readonly perSession: boolean }): OutboundAction | null {
  if (action.to === "season") return null;
  if (action.to === "browse") return "browse";
  if (action.to === "register") return action.full ? "waitlist" : "register";
  return checkoutAction(action.full, action.perSession);
}
