import type { LocalBusiness, OpeningHoursSpecification, Organization, Place, WithContext } from "schema-dts";
import type { Location } from "../../api/schemas/index.ts";
import { safeUrl } from "../safe-url.ts";
import { openingHoursSpecification } from "./opening-hours.ts";
import { emailAddress, oneLine, postalAddress, telephone } from "./place.ts";
import { studioId } from "./studio-organization.ts";

export interface HomeJsonLdInput {
  readonly studioName: string;
  /** The site's home page, canonical (SITE_URL + "/"). */
  readonly homeUrl: string;
  /** The studio's locations; [] when the locations section was not synced. */
  readonly locations: readonly Location[];
  /** An absolute http(s) URL of the studio's logo, when the site has one. */
  readonly logoUrl?: string | null;
  /** Absolute URLs of each location's entry on /locations/, by location id. */
  readonly locationUrls?: ReadonlyMap<string, string>;
}

interface LocationFacts {
  name: string | undefined;
  address: ReturnType<typeof postalAddress>;
  telephone: string | undefined;
  email: string | undefined;
  openingHoursSpecification: OpeningHoursSpecification[] | undefined;
  url: string | undefined;
}

function locationFacts(location: Location, url: string | undefined): LocationFacts {
  return {
    name: oneLine(location.name) || undefined,
    address: postalAddress(location.address),
    telephone: telephone(location.contact_info?.phone),
    email: emailAddress(location.contact_info?.email),
    // Only hours that read cleanly into days and times; otherwise none at all (never guessed).
    openingHoursSpecification: openingHoursSpecification(location.operating_hours) ?? undefined,
    url,
  };
}

/**
 * The home page's JSON-LD: the studio itself.
 *
 * - One location: the studio IS a local business at that place, so it is a
 *   `LocalBusiness` carrying the address, phone, e-mail and opening hours directly
 *   (what Google's local-business markup asks for).
 * - Several locations (or none): an `Organization` whose `location`s are each a
 *   `LocalBusiness` (a schema.org Place that may also carry an e-mail) with their own
 *   address, phone, e-mail and hours. An `Organization` has no required properties, so
 *   a studio with several sites is not flagged for lacking one address.
 */
export function homeJsonLd(input: HomeJsonLdInput): WithContext<Organization> {
  const name = oneLine(input.studioName) || "Studio";
  const logo = safeUrl(input.logoUrl) ?? undefined;
  const located = input.locations.map((location) => locationFacts(location, input.locationUrls?.get(location.id)));
  const only = located.length === 1 ? located[0] : undefined;
  if (only) {
    const business: WithContext<LocalBusiness> = {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": studioId(input.homeUrl),
      name,
      url: input.homeUrl,
      logo,
      image: logo,
      address: only.address,
      telephone: only.telephone,
      email: only.email,
      openingHoursSpecification: only.openingHoursSpecification,
    };
    return business;
  }
  const places: Place[] = located.map(
    (facts): LocalBusiness => ({
      "@type": "LocalBusiness",
      name: facts.name,
      url: facts.url,
      address: facts.address,
      telephone: facts.telephone,
      email: facts.email,
      openingHoursSpecification: facts.openingHoursSpecification,
    }),
  );
  const organization: WithContext<Organization> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": studioId(input.homeUrl),
    name,
    url: input.homeUrl,
    logo,
    location: places.length > 0 ? places : undefined,
  };
  return organization;
}
