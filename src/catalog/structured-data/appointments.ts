import type { OfferCatalog, Service, WithContext } from "schema-dts";
import type { AppointmentService } from "../../api/schemas/index.ts";
import { safeUrl } from "../safe-url.ts";
import { excerpt } from "../text.ts";
import { buildOffer, offerCategory } from "./offers.ts";
import { offerCatalog } from "./offer-catalog.ts";
import { oneLine } from "./place.ts";
import { studioReference } from "./studio-organization.ts";

export interface AppointmentsJsonLdInput {
  readonly services: readonly AppointmentService[];
  /** The appointments page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  readonly homeUrl: string;
  readonly currency: string | null;
}

/**
 * The appointments page's JSON-LD: an `OfferCatalog` of `Service`s. Only self-service
 * services carry a booking link (spec 4.4), so only they get an Offer; the others are
 * listed without one, as the page shows them without a Book link.
 */
export function appointmentsJsonLd(input: AppointmentsJsonLdInput): WithContext<OfferCatalog> {
  const provider = studioReference(oneLine(input.studioName) || "Studio", input.homeUrl);
  const services = input.services.map((service): Service => {
    const offer = service.allow_self_service_booking
      ? buildOffer({
          url: service.links.book,
          priceCents: service.price_cents,
          currency: input.currency,
          category: offerCategory(service.price_cents, false),
        })
      : null;
    return {
      "@type": "Service",
      serviceType: "Appointment",
      name: oneLine(service.name) || "Appointment",
      description: excerpt(service.description, 300) || undefined,
      image: safeUrl(service.featured_image_url) ?? undefined,
      provider,
      offers: offer ?? undefined,
    };
  });
  return offerCatalog({ name: "Appointments", url: input.pageUrl, items: services });
}
