import type { Organization } from "schema-dts";

/** The `@id` of the studio's node on the home page; other pages refer to it by this id. */
export function studioId(homeUrl: string): string {
  return `${homeUrl}#studio`;
}

/**
 * The studio as organizer/provider on detail pages: its name and home page, and the
 * `@id` that links it to the full node on the home page.
 */
export function studioReference(studioName: string, homeUrl: string): Organization {
  return { "@type": "Organization", "@id": studioId(homeUrl), name: studioName, url: homeUrl };
}
