import { load } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, studioToday } from "../../src/core/local-time.ts";
import { aClass, aSessionOf, aSnapshot, fixtureId } from "../fixtures/catalog-records.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { scanPage } from "../support/contradiction-scan.ts";

/**
 * A class with no weekly pattern shows its next session on its card. Found by the random
 * studios (issue 22, seed 1): the card said "Next: Wed, Nov 25 9:49 PM – 11:28 PM" over
 * "4 hr 11 min", the session's own length (spec 2.5) beside the class's.
 */
let site: BuiltSite;
const id = fixtureId(8801);

beforeAll(async () => {
  const now = new Date();
  const zone = "America/New_York";
  const tomorrow = addDays(studioToday(now, zone), 1);
  const cls = aClass({ id, name: "Swim", schedule_type: "one-time", schedule_description: null, day_schedules: null, duration_minutes: 251, start_date: null, end_date: null, age_range: null, category: null, location: null });
  const session = aSessionOf(cls, { id: fixtureId(8802), date: tomorrow, time: "21:49:00", duration_minutes: 99 });
  site = await buildSite({
    snapshot: aSnapshot({
      synced_at: new Date(now.getTime() - 60_000).toISOString(),
      timezone: zone,
      window: { from: studioToday(now, zone), to: addDays(tomorrow, 7), days_ahead: 8 },
      classes: [cls],
      sessions_by_class: { [id]: [session] },
    }),
  });
});

afterAll(async () => {
  await site?.cleanup();
});

describe("a class card", () => {
  it("states the class's length once and its next session by the start alone, when the session runs longer", async () => {
    const html = await site.readPage("/classes/");
    const $ = load(html);
    const card = $("article.class-card").first();
    expect(card.find(".class-card__when").text().replace(/\s+/g, " ").trim()).toMatch(/^Next: \w{3}, \w{3} \d{1,2} 9:49 PM$/);
    expect(card.find(".class-card__facts").text()).toBe("4 hr 11 min");
    expect(scanPage(html, "/classes/")).toEqual([]);
  });
});
