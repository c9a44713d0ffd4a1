import { describe, expect, it } from "vitest";
import { readPlanData } from "../../src/page-rules/plan-data.ts";
import { withLiveAnswer } from "../../src/page-rules/plan-live.ts";
import { classLiveSource } from "../../src/core/live-events.ts";
import { isFull } from "../../src/core/classes.ts";
import { capacityOf } from "../../src/emulator/data/building-blocks.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { addableToPlan, plannableTrial, plannerData } from "../../src/site/planner-data.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

const NOW = new Date("2026-03-17T14:00:00Z");
const snapshot = await demoLikeSnapshot(NOW);
const model = buildSiteModel(snapshot, { locale: "en-US", now: NOW });
const data = readPlanData(JSON.parse(JSON.stringify(plannerData(model))))!;
const liveModel = buildSiteModel(snapshot, { locale: "en-US", now: NOW, live: { apiUrl: "https://api.example/v1", publicKey: "svc_pk_test" } });
const liveData = readPlanData(JSON.parse(JSON.stringify(plannerData(liveModel))))!;

describe("the planner's data file, from the decided facts", () => {
  it("holds every current class with what its page says: ages, price, spots, place and sign-up", () => {
    expect(data.classes.map((cls) => cls.id)).toEqual(model.classes.map((cls) => cls.id));
    for (const cls of model.classes) {
      const entry = data.classes.find((candidate) => candidate.id === cls.id)!;
      expect(entry).toMatchObject({ name: cls.name, href: cls.href, ages: cls.ageRange, price: cls.price, spots: cls.spots, place: cls.place?.name ?? null, placeHref: cls.location?.detailsHref ?? null, dropIn: cls.dropIn, charge: cls.charge });
      if (cls.action.kind === "checkout") expect(entry.next).toEqual({ href: cls.action.href, label: cls.action.label });
      if (cls.action.kind === "invitation") expect(entry.access).toBe("invitation");
    }
  });
  it("offers \"Add to plan\" on a class page exactly when the planner can act on the class (one rule for both)", () => {
    const offered = new Set<string>();
    for (const cls of model.classes) {
      const entry = data.classes.find((candidate) => candidate.id === cls.id)!;
      // Open, full (a waitlist) and closed (a season not open yet) can be planned; by invitation or with no link, not.
      expect(addableToPlan(cls.action), `${cls.name}: ${entry.access}`).toBe(["open", "full", "closed"].includes(entry.access));
      offered.add(String(addableToPlan(cls.action)));
    }
    // The demo-like studio has classes of both kinds, so the rule is seen both ways.
    expect([...offered].sort()).toEqual(["false", "true"]);
  });
  it("marks no name as untranslated on a site whose pages speak the API's language", () => {
    expect(data.classes.filter((cls) => cls.nameLang !== undefined || cls.placeLang !== undefined)).toEqual([]);
    expect(data.trials.filter((trial) => trial.nameLang !== undefined)).toEqual([]);
  });
  it("carries each class's upcoming sessions exactly as its rows list them", () => {
    for (const cls of model.classes) {
      const entry = data.classes.find((candidate) => candidate.id === cls.id)!;
      expect(entry.sessions.map((session) => [session.date, session.start, session.end, session.cancelled])).toEqual(
        cls.sessions.map((session) => [session.date, session.start?.iso ?? null, session.end?.iso ?? null, session.cancelled]),
      );
    }
  });
  it("names each season's required items once, and the classes signed up through it", () => {
    const throughSeasons = data.classes.filter((cls) => cls.season !== null);
    expect(throughSeasons.length).toBeGreaterThan(0);
    for (const cls of throughSeasons) expect(data.seasons.map((season) => season.key)).toContain(cls.season);
    expect(new Set(data.seasons.map((season) => season.key)).size).toBe(data.seasons.length);
    expect(data.seasons.flatMap((season) => season.items).length).toBeGreaterThan(0);
  });
});

describe("the planner's classes with live spots on", () => {
  it("carries, where a class page switches its action, the state it switches to: what the build would decide for the class filled or with room", () => {
    const switching = liveModel.classes.filter((cls) => cls.live?.actions);
    expect(switching.length).toBeGreaterThan(0);
    for (const cls of liveModel.classes) {
      expect(cls.live!.source).toBe(classLiveSource(cls.id));
      if (!cls.live!.actions) {
        const entry = liveData.classes.find((candidate) => candidate.id === cls.id);
        expect(entry).not.toHaveProperty("liveWhenFull");
        expect(entry).not.toHaveProperty("liveWhenOpen");
      }
    }
    // Each switching class, built again (live spots off) with the opposite capacity: the state the data switches it to.
    for (const cls of switching) {
      const entry = liveData.classes.find((candidate) => candidate.id === cls.id)!;
      const record = snapshot.classes.find((candidate) => candidate.id === cls.id)!;
      const max = record.capacity.max!;
      const flipped = isFull(record.capacity) ? capacityOf(max, max - 1) : capacityOf(max, max);
      const other = plannerData(buildSiteModel({ ...snapshot, classes: snapshot.classes.map((candidate) => (candidate.id === cls.id ? { ...candidate, capacity: flipped } : candidate)) }, { locale: "en-US", now: NOW }));
      const expected = other.classes.find((candidate) => candidate.id === cls.id)!;
      const switched = { access: entry.access, next: entry.next, ...(isFull(record.capacity) ? entry.liveWhenOpen : entry.liveWhenFull) };
      expect(switched, cls.name).toEqual({ access: expected.access, next: expected.next });
      expect(isFull(record.capacity) ? entry.liveWhenFull : entry.liveWhenOpen).toBeUndefined();
      // A switch that changes nothing the planner reads is not written.
      expect(Object.keys((isFull(record.capacity) ? entry.liveWhenOpen : entry.liveWhenFull) ?? { none: 1 }).length).toBeGreaterThan(0);
    }
  });

  it("decides with the live layer's answer: a class filled since the build is full, with its page's full action; one with room again is open", () => {
    const entry = liveData.classes.find((cls) => cls.liveWhenFull && cls.access === "open" && cls.spots !== null)!;
    const source = classLiveSource(entry.id);
    const filled = withLiveAnswer(liveData, { [source]: { full: true, spots: "Full", at: 0 } }).classes.find((cls) => cls.id === entry.id)!;
    expect(filled).toMatchObject({ access: "full", ...entry.liveWhenFull, spots: "Full" });
    const reopened = withLiveAnswer(liveData, { [source]: { full: false, spots: "2 spots left", at: 0 } }).classes.find((cls) => cls.id === entry.id)!;
    expect(reopened).toEqual({ ...entry, spots: "2 spots left" });
    // Classes the answer says nothing of stay as built; a class that shows no spots shows none live either.
    const others = withLiveAnswer(liveData, { [source]: { full: true, spots: "Full", at: 0 } }).classes.filter((cls) => cls.id !== entry.id);
    expect(others).toEqual(liveData.classes.filter((cls) => cls.id !== entry.id));
    const spotless = liveData.classes.find((cls) => cls.spots === null)!;
    expect(withLiveAnswer(liveData, { [classLiveSource(spotless.id)]: { full: false, spots: "3 spots left", at: 0 } }).classes.find((cls) => cls.id === spotless.id)!.spots).toBeNull();
    // Without live spots the answer changes nothing.
    expect(withLiveAnswer(data, { [source]: { full: true, spots: "Full", at: 0 } })).toBe(data);
  });

  it("writes no live fields when live spots are off", () => {
    expect(data.live).toBe(false);
    expect(data.classes.filter((cls) => cls.liveWhenFull !== undefined || cls.liveWhenOpen !== undefined)).toEqual([]);
  });
});

describe("the trials a family can plan", () => {
  it("carries each trial its card offers \"Add to plan\" on, with its class, price, the sessions it covers and the dates it can start on as the card decides them", () => {
    const offered = model.trials.filter((trial) => plannableTrial(trial, model.classes) !== null);
    expect(offered.length).toBeGreaterThan(0);
    expect(data.trials.map((trial) => trial.id)).toEqual(offered.map((trial) => trial.id));
    for (const trial of offered) {
      const entry = data.trials.find((candidate) => candidate.id === trial.id)!;
      expect(entry).toMatchObject({ name: trial.name, href: trial.href, classId: trial.attends!.id, price: trial.price, charge: { kind: "once", cents: trial.priceCents }, sessions: trial.sessionCount, starts: trial.startDates });
      // Its first start date is the one its card adds to a calendar.
      expect(entry.starts[0]).toBe(trial.firstDate!.datetime.slice(0, 10));
      expect(entry.next).toEqual(trial.action?.kind === "start" ? { href: trial.action.href, label: trial.action.label } : null);
    }
    // A trial whose class cannot be planned, or that has no date to start on, is not offered.
    for (const trial of model.trials.filter((candidate) => !offered.includes(candidate))) {
      const cls = model.classes.find((candidate) => candidate.id === trial.attends?.id);
      expect(!cls || !addableToPlan(cls.action) || trial.startDates.length === 0 || trial.action?.kind !== "start", trial.name).toBe(true);
    }
  });
});
