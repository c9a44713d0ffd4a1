import { describe, expect, it } from "vitest";
import { addDays, studioToday } from "../../src/core/local-time.ts";
import { buildSiteModel, type SiteModel } from "../../src/site/site-model.ts";
import { DAY_ROWS, scheduleView } from "../../src/site/schedule-views.ts";
import { createViewContext } from "../../src/site/view-context.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { aClass, aTrial } from "../fixtures/catalog-records.ts";
import { DEMO_TIMEZONE, demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

// A Tuesday, mid-morning in New York: inside the demo window, clear of any DST change.
// The sync runs at NOW, the build five minutes later.
const NOW = new Date("2026-03-17T14:00:00Z");
const BUILT = new Date(NOW.getTime() + 5 * 60_000);
const TODAY = studioToday(NOW, DEMO_TIMEZONE);
const demo = (): Promise<Snapshot> => demoLikeSnapshot(NOW);
const DEMO = await demo();

function build(snapshot: Snapshot = DEMO, locale = "en-US"): SiteModel {
  return buildSiteModel(snapshot, { locale, now: BUILT });
}

const byId = (model: SiteModel, id: string) => model.classes.find((cls) => cls.id === id);

describe("buildSiteModel", () => {
  it("lists current classes only, A to Z", () => {
    const model = build();
    // Every demo class but Recital Prep, which ended ten days ago.
    expect(model.classes.map((cls) => cls.name)).toEqual([
      "Adult Ballet Basics",
      "Adult Tap",
      "Ballet I (Ages 5–7)",
      "Ballet II (Ages 8–10)",
      "Ballet III / Pointe Prep",
      "Cheer & Stunt",
      "Competitive Team Training",
      "Dance Discovery (Ages 2–3)",
      "Five-Day Dance Intensive",
      "Friday Night Dance Jam (18+)",
      "Hip Hop Kids",
      "Hip Hop Teens",
      "Jazz Funk (Teens)",
      "Leaps & Turns Workshop",
      "Lyrical & Contemporary",
      "Musical Theatre Dance",
      "Ninja Warriors",
      "Open Gym",
      "Parent & Tot Gymnastics",
      "Parents' Night Out",
      "Pre-Ballet & Creative Movement",
      "Private Coaching Program",
      "Recreational Gymnastics Level 1",
      "Recreational Gymnastics Level 2",
      "Showcase Dress Rehearsal",
      "Stretch & Conditioning",
      "Tap I",
      "Tap II",
      "Tiny Tumblers (Ages 3–4)",
      "Tumbling & Acro",
    ]);
    expect(byId(model, demoIds.ended)).toBeUndefined();
  });

  it("uses the studio's today and the build time", () => {
    const model = build();
    expect(model.today).toBe(TODAY);
    expect(model.spotsAsOf).toBe("Spots as of Mar 17, 2026, 10:00 AM Eastern Time");
  });

  it("groups classes by category in the studio's order, uncategorized last", () => {
    const groups = build().classGroups.map((group) => group.category?.name ?? null);
    expect(groups).toEqual([
      "Ballet",
      "Tap",
      "Jazz & Hip Hop",
      "Lyrical & Contemporary",
      "Gymnastics",
      "Tumbling & Acro",
      "Little Movers",
      "Workshops & Events",
      "Adult Classes",
      null,
    ]);
  });

  it("links a seasonal class to the listed seasons whose catalog holds it", () => {
    const jazzFunk = byId(build(), demoIds.seasonal);
    expect(jazzFunk?.action).toEqual({
      kind: "seasons",
      intro: "Sign up through registration:",
      seasons: [{ name: "2026–27 Dance & Gymnastics Season", href: "/seasons/2026-27-dance-gymnastics-season/", button: true, note: null, waitlist: true, register: "https://brightside-dance.studiohub.example/register/2026-27-dance-gymnastics-season" }],
      full: false,
    });
  });

  it("sends a seasonal class to the studio's registration when the key cannot read seasons", async () => {
    const jazzFunk = byId(build(await demoLikeSnapshot(NOW, { lacking: ["registrations:read"] })), demoIds.seasonal);
    expect(jazzFunk?.action).toEqual({ kind: "registration", browse: "https://brightside-dance.studiohub.example/classes" });
  });

  it("lists open seasons and closed ones not yet ended", () => {
    // Newest first. Not listed: the intensive that ended 200 days ago.
    expect(build().seasons.map((season) => [season.name, season.state.kind])).toEqual([
      // Families in three days, the public in ten.
      ["Summer 2026 Session", "opening"],
      // Existing families since last week, the public in a week.
      ["Spring 2026 Camp", "existing-families"],
      // Still "open" by status, but past its closing time three days ago.
      ["Spring 2026 Workshop Series", "closed"],
      // Open to the public, closing in 60 days.
      ["2026–27 Dance & Gymnastics Season", "closing"],
      // Unlimited and open, with no window.
      ["Competition Team Tryouts", "open"],
    ]);
  });

  it("shows a drop-in session's spots and a session-based class's spots, never the other way round", () => {
    const model = build();
    const stretch = byId(model, demoIds.dropIn);
    expect(stretch?.spots).toBeNull();
    expect(stretch?.sessions[0]).toMatchObject({ spots: "9 spots left", classLevel: false });
    const ballet = byId(model, demoIds.ballet);
    expect(ballet?.spots).toBe("1 spot left");
    // Spec 2.2 rule 4: each session of a session-based class shows the class's number, as its page does.
    const scheduled = ballet?.sessions.filter((session) => !session.cancelled) ?? [];
    expect(scheduled.length).toBeGreaterThan(0);
    expect(scheduled.every((session) => session.spots === "1 spot left" && session.classLevel)).toBe(true);
  });

  it("marks every session of a full session-based class Full, with the class's waitlist", () => {
    const full = byId(build(), demoIds.fullBallet);
    expect(full?.full).toBe(true);
    const first = full?.sessions.find((session) => !session.cancelled);
    expect(first).toMatchObject({
      spots: "Full",
      full: true,
      action: { kind: "link", to: "checkout", label: "Check for a waitlist", href: `https://brightside-dance.studiohub.example/classes/${demoIds.fullBallet}/checkout` },
    });
  });

  it("gives every scheduled session the class page's action, ages and no spots count for an invitation-only class", () => {
    const model = build();
    const closed = byId(model, demoIds.closed);
    expect(closed?.spots).toBeNull();
    expect(closed?.sessions.filter((session) => !session.cancelled).every((session) => session.spots === null)).toBe(true);
    expect(closed?.sessions[0]?.action).toEqual({ kind: "note", label: "By invitation" });
    const ballet = byId(model, demoIds.ballet);
    expect(ballet?.sessions[0]).toMatchObject({ ages: "Ages 5–7", action: { kind: "link", label: "Sign up", to: "checkout" } });
    for (const cls of model.classes) {
      for (const session of cls.sessions) expect(session.action.kind === "none", `${cls.name} ${session.date}`).toBe(session.status !== "scheduled");
    }
  });

  it("tells the trial of a class with spots nothing, and links the contact of the class's location", () => {
    const model = build();
    expect(model.trials.find((trial) => trial.name === "Free Ballet Trial Class")?.full).toBeNull();
    expect(byId(model, demoIds.ballet)?.contact).toEqual({ text: "(845) 555-0142", href: "tel:8455550142" });
  });

  it("marks cancelled sessions and gives full drop-in sessions a waitlist link", () => {
    const stretch = byId(build(), demoIds.dropIn);
    const cancelled = stretch?.sessions.find((session) => session.id === demoIds.cancelledSession);
    expect(cancelled).toMatchObject({ cancelled: true, action: { kind: "none" }, spots: null });
    const full = stretch?.sessions.find((session) => session.id === demoIds.fullSession);
    expect(full).toMatchObject({ full: true, spots: "Full", action: { kind: "link", label: "Check for a waitlist", perSession: true } });
  });

  it("writes session times in the studio's zone with its offset", () => {
    const ballet = byId(build(), demoIds.ballet);
    const first = ballet?.sessions[0];
    expect(first?.timeText).toBe("4:00 PM – 4:45 PM");
    expect(first?.datetime).toMatch(/T16:00:00-04:00$/);
  });

  it("treats a session with no time as date-only", () => {
    const workshop = byId(build(), demoIds.workshop);
    expect(workshop?.sessions.map((session) => session.timeText)).toEqual(["1:00 PM – 3:00 PM", "Time to be announced"]);
    expect(workshop?.sessions[1]?.datetime).toBe(addDays(TODAY, 23));
  });

  it("folds the days a class meets at the same time into one line, and keeps different lengths apart", () => {
    expect(byId(build(), demoIds.closed)?.when).toEqual([{ days: "Mon, Tue, Thu", time: "5:30 PM – 7:30 PM" }]);
    // Ballet II: an hour on Mondays, 75 minutes on Wednesdays.
    expect(byId(build(), demoIds.fullBallet)?.when).toEqual([
      { days: "Mon", time: "5:00 PM – 6:00 PM · 1 hr" },
      { days: "Wed", time: "5:00 PM – 6:15 PM · 1 hr 15 min" },
    ]);
    expect(byId(build(), demoIds.lateNight)?.when).toEqual([{ days: "Fri", time: "10:30 PM – 12:30 AM (next day)" }]);
  });

  it("shows the current calendar week from today, then whole calendar weeks to the window's end, each session once", () => {
    const model = build();
    const { firstWeek, weeks } = model.schedule;
    // Tuesday Mar 17: the en-US week runs Sunday Mar 15 to Saturday Mar 21; its past days are not shown.
    expect(firstWeek.start).toBe("2026-03-15");
    expect(firstWeek.days.map((day) => day.date)).toEqual(["2026-03-17", "2026-03-18", "2026-03-19", "2026-03-20", "2026-03-21"]);
    expect(firstWeek.days[0]?.isToday).toBe(true);
    expect(firstWeek.range).toMatch(/^Mar 17\s–\s21, 2026$/);
    for (const [index, week] of weeks.entries()) {
      expect(week.start).toBe(addDays("2026-03-22", 7 * index));
      expect(week.href).toBe(`/schedule/${week.start}/`);
      expect(week.days[0]?.date).toBe(week.start);
    }
    expect(weeks[0]?.days).toHaveLength(7);
    const dates = [...firstWeek.days, ...weeks.flatMap((week) => week.days)].map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.at(-1)).toBe(addDays(TODAY, 30));
    expect(weeks[0]?.previous).toEqual({ href: "/schedule/", label: "This week" });
    expect(weeks.at(-1)?.next).toBeNull();
    const scheduled = [...firstWeek.days, ...weeks.flatMap((week) => week.days)].flatMap((day) => day.sessions.map((s) => s.id));
    // Classes mirrored through their end date have sessions past the window; the schedule covers the window.
    const listed = model.classes.flatMap((cls) => cls.sessions.filter((s) => s.date <= dates.at(-1)!).map((s) => s.id));
    expect(scheduled.sort()).toEqual(listed.sort());
  });

  it("starts en-GB weeks on Monday", () => {
    const { firstWeek, weeks } = build(undefined, "en-GB").schedule;
    expect(firstWeek.start).toBe("2026-03-16");
    expect(firstWeek.days.at(-1)?.date).toBe("2026-03-22");
    expect(weeks[0]?.start).toBe("2026-03-23");
  });

  it("counts today's sessions that already ended, so today never reads as a day without classes", () => {
    // 8:30 PM in New York: most of today's sessions are over.
    const evening = buildSiteModel(DEMO, { locale: "en-US", now: new Date("2026-03-18T00:30:00Z") });
    const today = evening.schedule.firstWeek.days[0]!;
    expect(today.date).toBe(TODAY);
    const held = Object.values(DEMO.sessions_by_class)
      .flat()
      .filter((session) => session.date === TODAY && session.status !== "cancelled").length;
    expect(today.earlier).toBeGreaterThan(0);
    expect(today.earlier + today.sessions.filter((session) => !session.cancelled).length).toBe(held);
    expect(today.earlierText).toBe(`${today.earlier} ${today.earlier === 1 ? "class" : "classes"} earlier today`);
    expect(evening.schedule.firstWeek.days[1]?.earlier).toBe(0);
    expect(build().schedule.firstWeek.days[0]?.earlierText).toBeNull();
  });

  it("gives each crowded day of a crowded week its own page, and keeps a quiet week whole", () => {
    const quiet = build().schedule;
    expect(quiet.dayPages).toEqual([]);
    expect(quiet.firstWeek.days[0]?.href).toBe(`/schedule/#${TODAY}`);
    // Ten times the demo's classes: a week of hundreds of sessions.
    const model = build();
    const crowded = scheduleView(
      Array.from({ length: 10 }, () => model.sessions).flat(),
      DEMO.window,
      createViewContext(DEMO, "en-US", BUILT),
    );
    const days = [crowded.firstWeek, ...crowded.weeks].flatMap((week) => week.days);
    const own = days.filter((day) => day.ownPage);
    expect(own.length).toBeGreaterThan(0);
    for (const day of days) expect(day.ownPage).toBe(day.sessions.length > DAY_ROWS);
    for (const day of own) expect(day.href).toBe(`/schedule/day/${day.date}/`);
    expect(crowded.dayPages.map((page) => page.day.date)).toEqual(own.map((day) => day.date));
    const [first, second] = crowded.dayPages;
    expect(first?.week.href).toBe(`/schedule/#${first?.day.date}`);
    expect(first?.next?.href).toBe(days[days.indexOf(first!.day) + 1]?.href);
    expect(second?.previous?.label).toBe(days[days.indexOf(second!.day) - 1]?.shortHeading);
  });

  it("orders filter days by the locale's week", () => {
    expect(build(undefined, "en-US").filterOptions.days.map((day) => day.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(build(undefined, "en-GB").filterOptions.days.map((day) => day.value)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    // Adult Ballet Basics, Wednesdays at 7:30 PM for an hour.
    expect(build(undefined, "en-GB").classes[0]?.sessions[0]?.timeText).toBe("19:30 – 20:30");
  });

  it("offers the parts of the day classes start in, saying their hours in the locale's times", () => {
    // Demo classes start from 9:00 AM (Pre-Ballet) to 10:30 PM (the Friday Night Dance Jam).
    expect(build(undefined, "en-US").filterOptions.times).toEqual([
      { value: "morning", label: "Morning", hours: "before 12:00 PM" },
      { value: "afternoon", label: "Afternoon", hours: "12:00 PM until 5:00 PM" },
      { value: "evening", label: "Evening", hours: "from 5:00 PM" },
    ]);
    expect(build(undefined, "en-GB").filterOptions.times.map((option) => option.hours)).toEqual(["before 12:00", "12:00 until 17:00", "from 17:00"]);
  });

  it("names the parts of the day and their hours in the site's language", () => {
    const words = (locale: string) => build(undefined, locale).filterOptions.times.map((option) => `${option.label}: ${option.hours}`.replace(/\s/g, " "));
    expect(words("es-US")).toEqual(["Mañana: antes de las 12:00 p.m.", "Tarde: de 12:00 p.m. a 5:00 p.m.", "Noche: desde las 5:00 p.m."]);
    expect(words("fr-CA")).toEqual(["Matin: avant 12 h 00", "Après-midi: de 12 h 00 à 17 h 00", "Soir: à partir de 17 h 00"]);
  });

  it("offers to include classes with no age range only when some class gives none", async () => {
    // Stretch & Conditioning, Private Coaching and the Showcase Dress Rehearsal give no age range.
    expect(build().filterOptions.someWithoutAgeRange).toBe(true);
    const everyClassAged = await demo();
    everyClassAged.classes = everyClassAged.classes.map((cls) => ({ ...cls, age_range: cls.age_range ?? { min: 3, max: null } }));
    expect(build(everyClassAged).filterOptions.someWithoutAgeRange).toBe(false);
  });

  it("leaves skipped sections out of the sections and the nav", async () => {
    const model = build(await demoLikeSnapshot(NOW, { lacking: ["memberships:read", "appointments:read", "locations:read"] }));
    expect([...model.sections].sort()).toEqual(["classes", "schedule", "seasons", "trials"]);
    expect(model.nav.map((item) => item.href)).toEqual(["/classes/", "/schedule/", "/seasons/", "/trials/"]);
    expect(model.locations).toEqual([]);
    // A class still names its location, but there is no /locations/ card to link.
    expect(byId(model, demoIds.ballet)?.location?.detailsHref).toBeNull();
  });

  it("gives duplicate names distinct slugs and a duplicated id one page", async () => {
    const snapshot = await demo();
    const twin = aClass({ id: "ffffffff-0000-4000-8000-000000000001", name: "Ballet I (Ages 5–7)" });
    snapshot.classes.push(twin, { ...twin });
    const slugs = build(snapshot).classes.map((cls) => cls.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain("ballet-i-ages-5-7-ffffff");
    expect(slugs.filter((slug) => slug.startsWith("ballet-i-ages-5-7")).length).toBe(2);
  });

  it("drops trial offers whose every window is over", async () => {
    const snapshot = await demo();
    snapshot.trial_classes.push(aTrial({ name: "Old trial", availability_windows: [{ start_date: "2020-01-01", end_date: "2020-02-01" }] }));
    // Hip Hop Trial Week stays: one of its two windows is still to come.
    expect(build(snapshot).trials.map((trial) => trial.name)).toEqual([
      "Adult Ballet: First Class Free",
      "Free Ballet Trial Class",
      "Gymnastics Two-Class Trial",
      "Hip Hop Trial Week",
      "Open Gym Trial Pass",
    ]);
  });

  it("links locations to their classes only when they have some", async () => {
    const snapshot = await demo();
    snapshot.classes = snapshot.classes.filter((cls) => cls.location?.name !== "Riverside Gym Center");
    const locations = build(snapshot).locations;
    expect(locations.map((location) => [location.name, location.classesHref])).toEqual([
      ["Main Street Studio", "/classes/location/main-street-studio/"],
      ["Millbrook Park Pavilion", "/classes/location/millbrook-park-pavilion/"],
      ["Riverside Gym Center", null],
    ]);
  });

  it("gives the same result whatever the machine's time zone", () => {
    const original = process.env.TZ;
    const snapshot = DEMO;
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
