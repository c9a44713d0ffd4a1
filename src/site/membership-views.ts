import type { MembershipType } from "../api/schemas/index.ts";
import { membershipTermInWords } from "../catalog/membership-term.ts";
import { safeUrl } from "../catalog/safe-url.ts";
import { paragraphs, plainText } from "../catalog/text.ts";
import type { ViewContext } from "./view-context.ts";

export interface MembershipPriceView {
  readonly id: string;
  readonly name: string;
  /** The API's `price_display`. */
  readonly price: string;
  /** The API's `billing_summary`: one sentence as checkout shows it. */
  readonly summary: string;
  readonly term: string;
  readonly checkout: string | null;
}

export interface MembershipView {
  readonly id: string;
  /** Anchor on /memberships/. */
  readonly slug: string;
  readonly name: string;
  readonly paragraphs: readonly string[];
  readonly benefits: readonly string[];
  readonly image: string | null;
  readonly prices: readonly MembershipPriceView[];
  /** The membership's page in the studio's store. */
  readonly details: string | null;
}

export function membershipView(type: MembershipType, ctx: ViewContext): MembershipView {
  return {
    id: type.id,
    slug: ctx.slugs.memberships.get(type.id) ?? type.id,
    name: plainText(type.name) || "Membership",
    paragraphs: paragraphs(type.description),
    benefits: type.benefits.map((benefit) => plainText(benefit)).filter((benefit) => benefit !== ""),
    image: safeUrl(type.featured_image_url),
    prices: type.prices.map((price) => ({
      id: price.id,
      name: plainText(price.name) || "Price",
      price: plainText(price.price_display),
      summary: plainText(price.billing_summary),
      term: membershipTermInWords(price, ctx.locale),
      checkout: safeUrl(price.links.checkout),
    })),
    details: safeUrl(type.links.detail),
  };
}
