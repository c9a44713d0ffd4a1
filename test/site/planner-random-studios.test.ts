import { describe, expect, it } from "vitest";
import type { Class } from "../../src/api/schemas/index.ts";
import { generateStudio } from "../../src/emulator/index.ts";
import { studioToday } from "../../src/core/local-time.ts";
import { readPlanData } from "../../src/page-rules/plan-data.ts";
import { ageMatch, planCost, type Plan } from "../../src/page-rules/plan-rules.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { plannerData } from "../../src/site/planner-data.ts";
import { syncStudio } from "../support/sync-harness.ts";

/**
 * Issue 34 on seeded generated studios: a plan of every class that fits each child (every
 * session of each drop-in chosen) never throws, and its total is each child's classes plus
 * each season's required items once for the family, computed here from the API's records
 * (spec 2.4 prices and billing, 2.5 sessions, 2.9 items), not with the planner's rules.
 */
const NOW = new Date("2026-11-27T14:00:00Z");
const MONTHS: Record<string, number> = { week: 12 / 52, weeks: 12 / 52, month: 1, months: 1, year: 12, years: 12 };

/** A class's cost from its record: [a month, once]. */
function recordCost(cls: Class, dropInSessions: number): [number, number] | null {
  if (cls.price_cents === null) return null;
  if (cls.enrollment_model === "per_instance") return [0, cls.price_cents * dropInSessions];
  if (!cls.billing.is_recurring) return [0, cls.price_cents];
  const unit = MONTHS[cls.billing.interval_unit ?? ""];
  return unit === undefined ? null : [cls.price_cents / ((cls.billing.interval_value ?? 1) * unit), 0];
}

describe("the planner on seeded generated studios", () => {
  it.each([34, 35])("adds up a plan of every fitting class for three children (seed %i)", async (seed) => {
    const today = studioToday(NOW, "America/New_York");
    const studio = generateStudio({ classes: 40, seasons: 3, seed, today, daysAhead: 45 });
    const snapshot = await syncStudio(studio, { now: NOW, daysAhead: 45 });
    const model = buildSiteModel(snapshot, { locale: "en-US", now: NOW });
    const data = readPlanData(JSON.parse(JSON.stringify(plannerData(model))))!;
    const records = new Map(snapshot.classes.map((cls) => [cls.id, cls] as const));
    const children = [4, 8, 12].map((age, index) => ({ key: "abc"[index]!, name: "", age, born: "" }));
    const picks = children.flatMap((child) =>
      data.classes
        .filter((cls) => cls.access !== "invitation" && ageMatch(child, cls, data.today) === "match")
        .map((cls) => ({ child: child.key, classId: cls.id, ...(cls.dropIn ? { dates: cls.sessions.filter((session) => !session.cancelled).map((session) => session.date) } : {}) })),
    );
    expect(picks.length).toBeGreaterThan(0);
    const plan: Plan = { children, free: [], picks, transfer: 15, done: [] };
    const cost = planCost(plan, data);

    let monthly = 0;
    let once = 0;
    let unpriced = false;
    const seasons = new Set<string>();
    for (const pick of picks) {
      const record = records.get(pick.classId)!;
      const upcoming = new Set(pick.dates ?? []);
      const sessions = (snapshot.sessions_by_class[record.id] ?? []).filter((session) => session.status === "scheduled" && upcoming.has(session.date)).length;
      const own = recordCost(record, sessions);
      if (own === null) unpriced = true;
      else [monthly, once] = [monthly + own[0], once + own[1]];
      const season = data.classes.find((cls) => cls.id === pick.classId)!.season;
      if (season !== null) seasons.add(season);
    }
    for (const season of model.seasons.filter((entry) => seasons.has(entry.href))) {
      for (const item of (season.detail?.catalog_groups ?? []).flatMap((group) => group.items).filter((item) => item.is_required && !(item.class && model.classes.some((cls) => cls.id === item.class!.id && picks.some((pick) => pick.classId === cls.id))))) {
        const price = item.membership ? snapshot.membership_types.find((type) => type.id === item.membership!.type_id)?.prices.find((entry) => entry.id === item.membership!.price_id) : undefined;
        if (item.price_cents === null) unpriced = true;
        else if (price && !price.is_one_time) monthly += item.price_cents / (price.billing_period * MONTHS[price.billing_interval]!);
        else if (item.item_type === "membership" || !season.detail?.billing.interval_unit) once += item.price_cents;
        else monthly += item.price_cents / ((season.detail.billing.interval_value ?? 1) * (MONTHS[season.detail.billing.interval_unit] ?? Number.NaN));
      }
    }
    expect(cost.total.monthly).toBeCloseTo(monthly, 6);
    expect(cost.total.once).toBeCloseTo(once, 6);
    expect(cost.total.unpriced).toBe(unpriced);
    expect(cost.total.monthly).toBeCloseTo(cost.children.reduce((sum, child) => sum + child.cost.monthly, 0) + cost.seasons.reduce((sum, season) => sum + season.cost.monthly, 0), 6);
  }, 120_000);
});
