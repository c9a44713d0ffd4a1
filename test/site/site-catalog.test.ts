import { describe, expect, it } from "vitest";
import { addDays, studioToday } from "../../src/core/local-time.ts";
import { buildSiteCatalog, type SiteCatalog } from "../../src/site/site-catalog.ts";
import { aClass, aTrial, skipSections } from "../fixtures/catalog-records.ts";
import { DEMO_TIMEZONE, demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

// A Tuesday, mid-morning in New York: inside the demo window, clear of any DST change.
const NOW = new Date("2026-03-17T14:00:00Z");
const TODAY = studioToday(NOW, DEMO_TIMEZONE);

function build(snapshot = demoLikeSnapshot(NOW), locale = "en-US"): SiteCatalog {
  return buildSiteCatalog(snapshot, { locale, now: NOW });
}

const byId = (catalog: SiteCatalog, id: string) => catalog.classes.find((cls) => cls.id === id);

describe("buildSiteCatalog", () => {
  it("lists current classes only, A to Z", () => {
    const catalog = build();
    expect(catalog.classes.map((cls) => cls.name)).toEqual([
      "Ballet I",
      "Costume Workshop",
      "Family Yoga",
      "Jazz Teens",
      "Performance Company",
      "Tap Fundamentals",
    ]);
    expect(byId(catalog, demoIds.endedHipHop)).toBeUndefined();
  });

  it("uses the studio's today and the build time", () => {
    const catalog = build();
    expect(catalog.today).toBe(TODAY);
    expect(catalog.spotsAsOf).toBe("Spots as of Mar 17, 2026, 9:55 AM EDT");
  });

  it("groups classes by category in the studio's order, uncategorized last", () => {
    const groups = build().classGroups.map((group) => group.category?.name ?? null);
    expect(groups).toEqual(["Ballet", "Jazz & Tap", "Fitness", null]);
  });

  it("links a seasonal class to the listed seasons whose catalog holds it", () => {
    const tap = byId(build(), demoIds.seasonalTap);
    expect(tap?.action).toEqual({
      kind: "seasons",
      intro: "Sign up through registration:",
      seasons: [{ name: "Fall Season", href: "/seasons/fall/", button: true, note: null }],
      full: false,
    });
  });

  it("sends a seasonal class to the studio's registration when the key cannot read seasons", () => {
    const tap = byId(build(skipSections(demoLikeSnapshot(NOW), ["registrations"])), demoIds.seasonalTap);
    expect(tap?.action).toEqual({ kind: "registration", browse: "https://studio.example.com/demo/classes" });
  });

  it("lists open seasons and closed ones not yet ended", () => {
    expect(build().seasons.map((season) => [season.name, season.state.kind])).toEqual([
      ["Fall Season", "closing"],
      ["Spring Season", "opening"],
      ["Summer Intensive", "closed"],
    ]);
  });

  it("shows a drop-in session's spots and a session-based class's spots, never the other way round", () => {
    const catalog = build();
    const yoga = byId(catalog, demoIds.dropInYoga);
    expect(yoga?.spots).toBeNull();
    expect(yoga?.sessions[0]).toMatchObject({ spots: "17 spots left", classLevel: false });
    const ballet = byId(catalog, demoIds.ballet);
    expect(ballet?.spots).toBe("8 spots left");
    // Spec 2.2 rule 4: each session of a session-based class shows the class's number, as its page does.
    const scheduled = ballet?.sessions.filter((session) => !session.cancelled) ?? [];
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((session) => session.spots === "8 spots left" && session.classLevel)).toBe(true);
  });

  it("marks every session of a full session-based class Full, with the class's waitlist", () => {
    const jazz = byId(build(), demoIds.fullJazz);
    expect(jazz?.full).toBe(true);
    const first = jazz?.sessions.find((session) => !session.cancelled);
    expect(first).toMatchObject({
      spots: "Full",
      full: true,
      action: { kind: "checkout", label: "Join the waitlist", href: `https://studio.example.com/demo/checkout/${demoIds.fullJazz}` },
    });
  });

  it("tells the trial of a class with spots nothing, and links the contact of the class's location", () => {
    const catalog = build();
    expect(catalog.trials.find((trial) => trial.name === "Try Ballet")?.full).toBeNull();
    expect(byId(catalog, demoIds.ballet)?.contact).toEqual({ text: "(555) 010-0123", href: "tel:5550100123" });
  });

  it("marks cancelled sessions and gives full drop-in sessions a waitlist link", () => {
    const yoga = byId(build(), demoIds.dropInYoga);
    const cancelled = yoga?.sessions.find((session) => session.id === demoIds.cancelledSession);
    expect(cancelled).toMatchObject({ cancelled: true, action: { kind: "none" }, spots: null });
    const full = yoga?.sessions.find((session) => session.id === demoIds.fullSession);
    expect(full).toMatchObject({ full: true, spots: "Full", action: { kind: "checkout", label: "Join the waitlist" } });
  });

  it("writes session times in the studio's zone with its offset", () => {
    const ballet = byId(build(), demoIds.ballet);
    const first = ballet?.sessions[0];
    expect(first?.timeText).toBe("4:00 PM – 4:45 PM");
    expect(first?.datetime).toMatch(/T16:00:00-04:00$/);
  });

  it("treats a session with no time as date-only", () => {
    const workshop = byId(build(), demoIds.workshop);
    expect(workshop?.sessions[0]).toMatchObject({ timeText: "Time to be announced", datetime: addDays(TODAY, 2) });
  });

  it("folds a daily class's slots into one line", () => {
    expect(byId(build(), demoIds.dropInYoga)?.when).toEqual([{ days: "Every day", time: "9:30 AM – 10:20 AM" }]);
    expect(byId(build(), demoIds.closedCompany)?.when).toEqual([{ days: "Sat", time: "11:30 PM – 1:00 AM (next day)" }]);
  });

  it("shows the next seven days, then calendar weeks to the window's end, each session once", () => {
    const catalog = build();
    const { firstWeek, weeks } = catalog.schedule;
    expect(firstWeek.days.map((day) => day.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(TODAY, n)));
    expect(firstWeek.days[0]?.isToday).toBe(true);
    const dates = [...firstWeek.days, ...weeks.flatMap((week) => week.days)].map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.at(-1)).toBe(addDays(TODAY, 20));
    for (const week of weeks) expect(week.href).toBe(`/schedule/${week.start}/`);
    expect(weeks[0]?.previous?.href).toBe("/schedule/");
    expect(weeks.at(-1)?.next).toBeNull();
    const scheduled = [...firstWeek.days, ...weeks.flatMap((week) => week.days)].flatMap((day) => day.sessions.map((s) => s.id));
    const listed = catalog.classes.flatMap((cls) => cls.sessions.map((s) => s.id));
    expect(scheduled.sort()).toEqual(listed.sort());
  });

  it("orders filter days by the locale's week", () => {
    expect(build(undefined, "en-US").filterOptions.days.map((day) => day.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(build(undefined, "en-GB").filterOptions.days.map((day) => day.value)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(build(undefined, "en-GB").classes[0]?.sessions[0]?.timeText).toBe("16:00 – 16:45");
  });

  it("offers the parts of the day classes start in, saying their hours in the locale's times", () => {
    // Ballet I 16:00, Jazz Teens 18:00, Family Yoga 09:30, Tap 17:00, Performance Company 23:30.
    expect(build(undefined, "en-US").filterOptions.times).toEqual([
      { value: "morning", label: "Morning", hours: "before 12:00 PM" },
      { value: "afternoon", label: "Afternoon", hours: "12:00 PM until 5:00 PM" },
      { value: "evening", label: "Evening", hours: "from 5:00 PM" },
    ]);
    expect(build(undefined, "en-GB").filterOptions.times.map((option) => option.hours)).toEqual(["before 12:00", "12:00 until 17:00", "from 17:00"]);
  });

  it("offers to include classes with no age range only when some class gives none", () => {
    // Family Yoga's age_range is null.
    expect(build().filterOptions.someWithoutAgeRange).toBe(true);
    const everyClassAged = demoLikeSnapshot(NOW);
    everyClassAged.classes = everyClassAged.classes.map((cls) => ({ ...cls, age_range: cls.age_range ?? { min: 3, max: null } }));
    expect(build(everyClassAged).filterOptions.someWithoutAgeRange).toBe(false);
  });

  it("leaves skipped sections out of the sections and the nav", () => {
    const catalog = build(skipSections(demoLikeSnapshot(NOW), ["membership_types", "appointment_services", "locations"]));
    expect([...catalog.sections].sort()).toEqual(["classes", "schedule", "seasons", "trials"]);
    expect(catalog.nav.map((item) => item.href)).toEqual(["/classes/", "/schedule/", "/seasons/", "/trials/"]);
    expect(catalog.locations).toEqual([]);
    // A class still names its location, but there is no /locations/ card to link.
    expect(byId(catalog, demoIds.ballet)?.location?.detailsHref).toBeNull();
  });

  it("gives duplicate names distinct slugs and a duplicated id one page", () => {
    const snapshot = demoLikeSnapshot(NOW);
    const twin = aClass({ id: "ffffffff-0000-4000-8000-000000000001", name: "Ballet I" });
    snapshot.classes.push(twin, { ...twin });
    const slugs = build(snapshot).classes.map((cls) => cls.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain("ballet-i-ffffff");
    expect(slugs.filter((slug) => slug.startsWith("ballet-i")).length).toBe(2);
  });

  it("drops trial offers whose every window is over", () => {
    const snapshot = demoLikeSnapshot(NOW);
    snapshot.trial_classes.push(aTrial({ name: "Old trial", availability_windows: [{ start_date: "2020-01-01", end_date: "2020-02-01" }] }));
    expect(build(snapshot).trials.map((trial) => trial.name)).toEqual(["Try Ballet", "Yoga Taster"]);
  });

  it("links locations to their classes only when they have some", () => {
    const snapshot = demoLikeSnapshot(NOW);
    snapshot.classes = snapshot.classes.filter((cls) => cls.location?.name !== "Riverside Annex");
    const locations = build(snapshot).locations;
    expect(locations.map((location) => [location.name, location.classesHref])).toEqual([
      ["Main Street Studio", "/classes/location/main-street-studio/"],
      ["Riverside Annex", null],
    ]);
  });

  it("gives the same result whatever the machine's time zone", () => {
    const original = process.env.TZ;
    const snapshot = demoLikeSnapshot(NOW);
    try {
      const results = ["UTC", "Asia/Kolkata", "America/Los_Angeles", "Australia/Lord_Howe"].map((zone) => {
        process.env.TZ = zone;
        return JSON.stringify(build(snapshot));
      });
      expect(new Set(results).size).toBe(1);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
