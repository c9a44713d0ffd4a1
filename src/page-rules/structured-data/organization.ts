import type { LocalBusiness, OpeningHoursSpecification, Organization, Place, PostalAddress, WithContext } from "schema-dts";
import type { Place as DecidedPlace } from "../session-facts.ts";
import { safeUrl } from "../safe-values.ts";
import { plainLine } from "../plain-line.ts";
import { openingHoursSpecification, type WeeklyHours } from "./opening-hours.ts";

/** A location as the home page's markup states it: the facts its entry decided (`LocationView`). */
export interface LocationFacts {
  readonly id: string;
  /** As the locations page names it. */
  readonly name: string;
  /** The address line as given; null when blank. */
  readonly address: string | null;
  /** The phone number as typed, only when it has enough digits to dial. */
  readonly phone: string | null;
  /** The e-mail address, only when it is one. */
  readonly email: string | null;
  /** Opening hours that read cleanly (`weeklyHours`); null otherwise: never guessed. */
  readonly hours: readonly WeeklyHours[] | null;
}

export interface HomeJsonLdInput {
  readonly studioName: string;
  /** The site's home page, canonical (SITE_URL + "/"). */
  readonly homeUrl: string;
  /** The studio's locations, decided; [] when the locations section was not synced. */
  readonly locations: readonly LocationFacts[];
  /** An absolute http(s) URL of the studio's logo, when the site has one. */
  readonly logoUrl?: string | null;
  /** Absolute URLs of each location's entry on /locations/, by location id. */
  readonly locationUrls?: ReadonlyMap<string, string>;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

interface BusinessFacts {
  name: string;
  address: ReturnType<typeof postalAddress>;
  telephone: string | undefined;
  email: string | undefined;
  openingHoursSpecification: OpeningHoursSpecification[] | undefined;
  url: string | undefined;
}

function businessFacts(location: LocationFacts, url: string | undefined): BusinessFacts {
  return {
    name: location.name,
    address: postalAddress(location.address),
    telephone: location.phone ?? undefined,
    email: location.email ?? undefined,
    openingHoursSpecification: openingHoursSpecification(location.hours) ?? undefined,
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
  const name = studioNameOf(input.studioName);
  const logo = safeUrl(input.logoUrl) ?? undefined;
  const located = input.locations.map((location) => businessFacts(location, input.locationUrls?.get(location.id)));
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

/** The `@id` of the studio's node on the home page; other pages refer to it by this id. */
export function studioId(homeUrl: string): string {
  return `${homeUrl}#studio`;
}

/** The studio's name as the pages show it (decided once, `displayName`), on one line. */
function studioNameOf(studioName: string): string {
  return plainLine(studioName);
}

/**
 * The studio as organizer/provider on detail pages: its name and home page, and the
 * `@id` that links it to the full node on the home page.
 */
export function studioReference(studioName: string, homeUrl: string): Organization {
  return { "@type": "Organization", "@id": studioId(homeUrl), name: studioNameOf(studioName), url: homeUrl };
}

/**
 * The API's address is one free-text line "as entered" (spec 2.12), as its page shows it;
 * splitting it into street, city and postcode would be guessing, so the whole line is the
 * street address.
 */
export function postalAddress(address: string | null | undefined): PostalAddress | undefined {
  const line = plainLine(address);
  return line === "" ? undefined : { "@type": "PostalAddress", streetAddress: line };
}

/** Where a class meets (its decided `Place`: the name its pages show, the address when the locations section was synced) as a schema.org Place. */
export function placeJsonLd(place: DecidedPlace): Place {
  return { "@type": "Place", name: place.name, address: postalAddress(place.address) };
}
