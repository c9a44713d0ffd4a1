import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { countdownParts, countdownText } from "../../src/page-rules/countdown.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { seasonOpeningCalendar } from "../../src/site/registration-day.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

/**
 * Registration day (issue 36, point 2): a season page's openings in the studio's zone, with a
 * countdown and one calendar event each (read back by ical.js, its VALARMs included); home and
 * the schedule's line for an opening within two weeks; the clock changes of America/New_York.
 */
const SYNCED = new Date("2026-11-21T17:00:00Z");
const SITE = "https://studio.example/";

/** The demo-like studio with its first open season opening at `everyone` (and `existing` before, when given). */
async function withOpening(everyone: string, existing: string | null = null): Promise<{ snapshot: Snapshot; seasonId: string }> {
  const base = await demoLikeSnapshot(SYNCED);
  const target = base.registrations.find((season) => season.status === "open")!;
  const registrations = base.registrations.map((season) =>
    season.id === target.id ? { ...season, registration_window: { internal_opens_at: existing, external_opens_at: everyone, closes_at: null } } : season,
  );
  return { snapshot: { ...base, registrations }, seasonId: target.id };
}

async function seasonAt(everyone: string, now: Date, locale = "en-US", existing: string | null = null) {
  const { snapshot, seasonId } = await withOpening(everyone, existing);
  const model = buildSiteModel(snapshot, { locale, now });
  return { model, season: model.seasons.find((season) => season.id === seasonId)! };
}

/** The one event of a calendar file, as a calendar app reads it. */
function readEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [event, ...others] = calendar.getAllSubcomponents("vevent");
  expect(others).toEqual([]);
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  const alarms = event!.getAllSubcomponents("valarm").map((alarm) => ({
    action: alarm.getFirstPropertyValue("action"),
    trigger: (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds(),
    description: alarm.getFirstPropertyValue("description"),
  }));
  return {
    start: (event!.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate(),
    summary: event!.getFirstPropertyValue("summary"),
    url: event!.getFirstPropertyValue("url"),
    uid: event!.getFirstPropertyValue("uid"),
    alarms,
  };
}

describe("a season's registration day", () => {
  it("says when it opens in the studio's zone as the footer names it, with a countdown and one event with two reminders", async () => {
    const { model, season } = await seasonAt("2026-12-01T09:00:00-05:00", SYNCED);
    expect(model.zone).toBe("Eastern Time");
    expect(season.upcoming.map(({ sentence, countdown, calendarHref }) => ({ sentence, countdown, calendarHref }))).toEqual([
      { sentence: "Opens for everyone Tuesday, Dec 1 at 9:00 AM Eastern Time", countdown: "in 9 days", calendarHref: `/seasons/${season.slug}/opens-everyone.ics` },
    ]);
    const event = readEvent(seasonOpeningCalendar(model, season, season.upcoming[0]!, SITE));
    expect(event.start).toEqual(new Date("2026-12-01T14:00:00Z"));
    expect(event.summary).toBe(`Registration opens for everyone: ${season.name}`);
    expect(event.url).toBe(`${SITE}seasons/${season.slug}/`);
    expect(event.alarms).toEqual([
      { action: "DISPLAY", trigger: -24 * 60 * 60, description: event.summary },
      { action: "DISPLAY", trigger: -15 * 60, description: event.summary },
    ]);
    // Home and the schedule mention it: 9 days ahead is within two weeks.
    expect(model.openingsSoon.filter((opening) => opening.href === season.href)).toEqual([{ season: season.name, href: season.href, sentence: season.upcoming[0]!.sentence }]);
    // The demo's winter camp opens for everyone a week after the build: soonest first.
    expect(model.openingsSoon.map((opening) => opening.sentence)).toEqual(["Opens for everyone Saturday, Nov 28 at 9:00 AM Eastern Time", season.upcoming[0]!.sentence]);
  });

  it("names existing families' opening first, and leaves out openings that have passed or are more than two weeks ahead from home", async () => {
    const { model, season } = await seasonAt("2026-12-10T09:00:00-05:00", SYNCED, "en-US", "2026-11-20T09:00:00-05:00");
    // Existing families' opening passed before the build: only everyone's is ahead.
    expect(season.upcoming.map((opening) => opening.key)).toEqual(["everyone"]);
    expect(model.openingsSoon.filter((opening) => opening.href === season.href)).toEqual([]);
    const both = await seasonAt("2026-12-10T09:00:00-05:00", SYNCED, "en-US", "2026-12-03T18:30:00-05:00");
    expect(both.season.upcoming.map((opening) => opening.sentence)).toEqual([
      "Opens for existing families Thursday, Dec 3 at 6:30 PM Eastern Time",
      "Opens for everyone Thursday, Dec 10 at 9:00 AM Eastern Time",
    ]);
    expect(both.model.openingsSoon.filter((opening) => opening.href === both.season.href).map((opening) => opening.sentence)).toEqual(["Opens for existing families Thursday, Dec 3 at 6:30 PM Eastern Time"]);
  });

  it("mentions a season once on home and the schedule, by its soonest opening, when both fall in the next two weeks", async () => {
    const both = await seasonAt("2026-12-10T09:00:00-05:00", new Date("2026-12-01T12:00:00Z"), "en-US", "2026-12-03T18:30:00-05:00");
    expect(both.season.upcoming).toHaveLength(2);
    expect(both.model.openingsSoon.filter((opening) => opening.href === both.season.href).map((opening) => opening.sentence)).toEqual(["Opens for existing families Thursday, Dec 3 at 6:30 PM Eastern Time"]);
  });

  it("words the opening in Spanish and French, the zone as each footer names it", async () => {
    const es = await seasonAt("2026-12-01T09:00:00-05:00", SYNCED, "es-US");
    const fr = await seasonAt("2026-12-01T09:00:00-05:00", SYNCED, "fr-CA");
    expect(es.season.upcoming[0]!.sentence).toBe(`Abre para todos el martes, 1 de dic a las 9:00 a.m., ${es.model.zone}`);
    expect(fr.season.upcoming[0]!.sentence).toBe(`Ouvre à tous le mardi 1 déc. à 09 h 00 (${fr.model.zone})`);
    expect(es.season.upcoming[0]!.countdown).toBe("dentro de 9 días");
    expect(fr.season.upcoming[0]!.countdown).toBe("dans 9 jours");
    // One calendar line: every run of white space one space, as the studio feed writes its lines.
    expect(readEvent(seasonOpeningCalendar(fr.model, fr.season, fr.season.upcoming[0]!, SITE)).summary).toBe(`Ouverture des inscriptions à tous : ${fr.season.name}`);
  });

  describe("when the clock changes", () => {
    const cases = [
      // 2027-03-14: 2:00 EST becomes 3:00 EDT; 3:30 is the first half hour after the gap.
      { name: "in the hour after the spring-forward gap", at: "2027-03-14T07:30:00Z", now: new Date("2027-03-01T12:00:00Z"), sentence: "Opens for everyone Sunday, Mar 14 at 3:30 AM Eastern Time" },
      // 2026-11-01: 1:00-2:00 comes twice, first EDT then EST; the sentence names which.
      { name: "at the first 1:30 AM of the fall-back night (EDT)", at: "2026-11-01T05:30:00Z", now: new Date("2026-10-20T12:00:00Z"), sentence: "Opens for everyone Sunday, Nov 1 at 1:30 AM EDT" },
      { name: "at the second 1:30 AM of the fall-back night (EST)", at: "2026-11-01T06:30:00Z", now: new Date("2026-10-20T12:00:00Z"), sentence: "Opens for everyone Sunday, Nov 1 at 1:30 AM EST" },
    ];
    for (const { name, at, now, sentence } of cases) {
      it(`opens ${name} at the right instant, in words and in the calendar file`, async () => {
        const { model, season } = await seasonAt(at, now);
        expect(season.upcoming[0]!.sentence).toBe(sentence);
        const event = readEvent(seasonOpeningCalendar(model, season, season.upcoming[0]!, SITE));
        expect(event.start).toEqual(new Date(at));
        expect(event.alarms.map((alarm) => alarm.trigger)).toEqual([-86_400, -900]);
      });
    }
  });
});

describe("the countdown's one rule", () => {
  const MIN = 60_000;
  it("counts whole days, then whole hours, then minutes rounded up, and stops at the moment", () => {
    expect(countdownParts(2 * 24 * 60 * MIN)).toEqual({ value: 2, unit: "day" });
    expect(countdownParts(2 * 24 * 60 * MIN - 1)).toEqual({ value: 1, unit: "day" });
    expect(countdownParts(24 * 60 * MIN - 1)).toEqual({ value: 23, unit: "hour" });
    expect(countdownParts(60 * MIN - 1)).toEqual({ value: 60, unit: "minute" });
    expect(countdownParts(1)).toEqual({ value: 1, unit: "minute" });
    expect(countdownParts(0)).toBeNull();
    expect(countdownParts(-MIN)).toBeNull();
    expect(countdownText(30 * 60 * MIN, "en-US")).toBe("in 1 day");
  });
});
