import { describe, expect, it } from "vitest";
import { useDemoBrowser } from "./demo-browser.ts";

/**
 * The site search in a site of two languages (STUDIO_LOCALES=en-US,es-US; issue 35): one
 * bundle at the root, an index per language with its own stemming, and each language's
 * pages search their own index in their own words.
 */
const demo = useDemoBrowser({ shared: "demo-en-es" });

async function search(path: string): Promise<{ links: string[]; status: string; problems: string[] }> {
  const watched = await demo().open({ viewport: { width: 390, height: 800 } });
  const { page } = watched;
  await page.goto(`${demo().origin}${path}`, { waitUntil: "load" });
  const status = page.locator("[data-search-page] [role=status]").filter({ hasText: /\d/ });
  await status.waitFor();
  const links = await page.locator("[data-search-page] ol a").evaluateAll((found) => found.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const result = { links, status: (await status.textContent()) ?? "", problems: [...watched.problems] };
  await watched.close();
  return result;
}

describe("site search in English and Spanish", () => {
  it("finds Spanish pages by Spanish interface words on /es/ (membresía finds Membresías), and counts them in Spanish", async () => {
    const found = await search("/es/search/?q=membres%C3%ADa");
    expect(found.links).toContain("/es/memberships/");
    expect(found.links.every((link) => link.startsWith("/es/"))).toBe(true);
    expect(found.status).toMatch(/^\d+ resultados?$/);
    expect(found.problems).toEqual([]);
  });

  it("finds a class by its name on /es/ and leads to its Spanish page", async () => {
    const found = await search("/es/search/?q=Tiny%20Tumblers");
    expect(found.links[0]).toBe("/es/classes/tiny-tumblers-ages-3-4/");
  });

  it("keeps the English pages' search in English: a Spanish word finds no page, an English one finds no Spanish page", async () => {
    expect((await search("/search/?q=citas")).links).toEqual([]);
    const english = await search("/search/?q=appointments");
    expect(english.links).toContain("/appointments/");
    expect(english.links.filter((link) => link.startsWith("/es/"))).toEqual([]);
  });
});
