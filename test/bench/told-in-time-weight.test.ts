import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { measureToldInTimeWeight, withoutToldInTime } from "../../bench/told-in-time-weight.ts";

/** A page as the build writes one: the parts among the page's own, with their CSS rules beside the page's. */
const page = (parts: boolean) => `<!DOCTYPE html><html><head>${parts ? '<link rel="alternate" type="application/atom+xml" href="/changes.xml">' : ""}<style>.card{padding:1rem}${parts ? ".site-footer__changes a," : ""}.site-footer__reach a{min-height:2.75rem}${parts ? "@media (scripting:none){.add-date{display:none}}.openings{margin:1rem}" : ""}</style>${parts ? '<script type="module" src="/_astro/AddDateLoader.x.js"></script>' : ""}</head><body><main><h1>Open Gym</h1><ul${parts ? ' data-add-class="c1"' : ""}><li class="session"><time datetime="2026-12-06T13:00:00-05:00">Sun, Dec 6</time>${parts ? '<button class="button" type="button" data-add-date>Add this date to your calendar</button>' : ""}</li></ul></main><footer>${parts ? '<p class="small site-footer__changes"><a href="/changes.xml">Follow changes</a> in a feed reader.</p>' : ""}<p>Times are the studio's.</p></footer></body></html>`;

describe("what issue 36's parts add to a page", () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("takes out exactly the parts and their CSS, leaving the page as it would be without them", () => {
    const without = withoutToldInTime(page(true));
    expect(without).not.toMatch(/changes\.xml|data-add-date|data-add-class|AddDate|openings|Follow changes/);
    expect(without).toContain(".card{padding:1rem}");
    // A rule the parts share with the page's own keeps the page's selector.
    expect(without).toContain(".site-footer__reach a{min-height:2.75rem}");
    expect(without).toContain("Times are the studio's.");
  });

  it("counts the parts' gzipped bytes per page, and names a page over the issue's 0.3 KB", async () => {
    const dir = await mkdtemp(join(tmpdir(), "told-in-time-"));
    dirs.push(dir);
    await mkdir(join(dir, "classes/open-gym"), { recursive: true });
    await writeFile(join(dir, "classes/open-gym/index.html"), page(true));
    await writeFile(join(dir, "index.html"), page(false));
    const weight = await measureToldInTimeWeight(dir);
    const classPage = weight.byType.find((type) => type.type === "class page")!;
    expect(classPage.addedGzipBytes.max).toBeGreaterThan(50);
    expect(weight.byType.find((type) => type.type === "home")!.addedGzipBytes.max).toBe(0);
    expect(weight.over).toEqual([]);
    await writeFile(join(dir, "classes/open-gym/index.html"), page(true).replace("</main>", `<div class="openings">${"Opens for everyone Tuesday at 9:00 AM. ".repeat(5)}${Array.from({ length: 40 }, (_, n) => n * 7919).join(" ")}</div></main>`));
    expect((await measureToldInTimeWeight(dir)).over.map((entry) => entry.path)).toEqual(["/classes/open-gym/"]);
  });
});
