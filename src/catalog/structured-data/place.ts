import type { Place, PostalAddress } from "schema-dts";
import type { Location, LocationRef } from "../../api/schemas/index.ts";
import { mailtoHref, telHref } from "../safe-url.ts";
import { plainText } from "../text.ts";

export const oneLine = (value: string | null | undefined): string => plainText(value).replace(/\s+/g, " ").trim();

/**
 * The API's address is one free-text line "as entered" (spec 2.12); splitting it into
 * street, city and postcode would be guessing, so the whole line is the street address.
 */
export function postalAddress(address: string | null | undefined): PostalAddress | undefined {
  const line = oneLine(address);
  return line === "" ? undefined : { "@type": "PostalAddress", streetAddress: line };
}

/** A plain e-mail address, or undefined when the text is not one. */
export function emailAddress(email: string | null | undefined): string | undefined {
  const href = mailtoHref(oneLine(email));
  return href === null ? undefined : oneLine(email);
}

/** The phone number as typed, when it has enough digits to dial. */
export function telephone(phone: string | null | undefined): string | undefined {
  const text = oneLine(phone);
  return telHref(text) === null ? undefined : text;
}

/**
 * Where a class meets, as a schema.org Place: the name from the class's location, the
 * address from the studio's location list when that section was synced (`location`
 * null otherwise). Undefined when the class has no location at all.
 */
export function classPlace(ref: LocationRef | null, location: Location | null | undefined): Place | undefined {
  if (!ref && !location) return undefined;
  const name = oneLine(location?.name ?? ref?.name) || undefined;
  return {
    "@type": "Place",
    name,
    address: postalAddress(location?.address),
  };
}
