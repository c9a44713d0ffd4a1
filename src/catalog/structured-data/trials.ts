import type { Offer, OfferCatalog, Service, WithContext } from "schema-dts";
import type { TrialClass } from "../../api/schemas/index.ts";
import { safeUrl } from "../safe-url.ts";
import { excerpt } from "../text.ts";
import { buildOffer, offerCategory } from "./offers.ts";
import { offerCatalog } from "./offer-catalog.ts";
import { oneLine } from "./place.ts";
import { studioReference } from "./studio-organization.ts";

export interface TrialsJsonLdInput {
  readonly trials: readonly TrialClass[];
  /** The trials page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
}

/**
 * The trials page's JSON-LD: an `OfferCatalog` of trial offers. The URL is the trial's
 * own sign-up page (`links.enroll`), else its booking page (`links.book`), as the page
 * links them; a trial with neither as a safe URL is listed as a service with no offer.
 */
export function trialsJsonLd(input: TrialsJsonLdInput): WithContext<OfferCatalog> {
  const provider = studioReference(oneLine(input.studioName) || "Studio", input.homeUrl);
  const elements = input.trials.map((trial): Offer | Service => {
    const service: Service = {
      "@type": "Service",
      serviceType: "Trial class",
      name: oneLine(trial.name) || "Trial class",
      description: excerpt(trial.description, 300) || undefined,
      image: safeUrl(trial.featured_image_url) ?? undefined,
      provider,
    };
    const offer = buildOffer({
      url: safeUrl(trial.links.enroll) ?? trial.links.book,
      priceCents: trial.price_cents,
      currency: input.currency,
      name: oneLine(trial.name) || undefined,
      category: offerCategory(trial.price_cents, false),
      itemOffered: service,
      offeredBy: provider,
    });
    return offer ?? service;
  });
  return offerCatalog({ name: "Trial classes", url: input.pageUrl, items: elements });
}
