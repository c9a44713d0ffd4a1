import { describe, expect, it } from "vitest";
import { classSessionsView } from "../../src/site/class-sessions-view.ts";
import { buildSiteCatalog } from "../../src/site/site-catalog.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

// Tuesday 2026-03-17 in New York. Recreational Gymnastics Level 1 meets Mondays and Wednesdays;
// with 130 days of sessions (to Jul 25) it has 37 of them: 19 Wednesdays (Mar 18 .. Jul 22) and
// 18 Mondays (Mar 23 .. Jul 20), cancelled ones included.
const NOW = new Date("2026-03-17T14:00:00Z");
const catalog = buildSiteCatalog(await demoLikeSnapshot(NOW, { daysAhead: 130 }), { locale: "en-US", now: NOW });
const gym = catalog.classes.find((cls) => cls.id === demoIds.twiceWeekly)!;

describe("classSessionsView", () => {
  const view = classSessionsView(gym, catalog.today, "en-US");

  it("lists the next 8 weeks on the class page: Mar 18 to May 11", () => {
    expect(view.days).toEqual({ from: "2026-03-17", to: "2026-05-11" });
    expect(view.soon.map((session) => session.date).at(0)).toBe("2026-03-18");
    expect(view.soon.map((session) => session.date).at(-1)).toBe("2026-05-11");
    // 8 Mondays (Mar 23 .. May 11) and 8 Wednesdays (Mar 18 .. May 6).
    expect(view.soon).toHaveLength(16);
  });

  it("puts the later sessions on numbered pages of 8 weeks, each linked with its count and dates", () => {
    expect(view.later.map((page) => [page.href, page.linkText, page.days])).toEqual([
      // Intl's date ranges put thin spaces (U+2009) around the dash.
      ["/classes/recreational-gymnastics-level-1/sessions/", "16 sessions, May 13\u2009–\u2009Jul 6, 2026", { from: "2026-05-12", to: "2026-07-06" }],
      ["/classes/recreational-gymnastics-level-1/sessions/2/", "5 sessions, Jul 8\u2009–\u200922, 2026", { from: "2026-07-07", to: "2026-08-31" }],
    ]);
    expect(gym.sessions).toHaveLength(37);
    expect(view.soon.length + view.later.reduce((sum, page) => sum + page.sessions.length, 0)).toBe(37);
  });

  it("has no later pages when every session is within 8 weeks", async () => {
    const short = buildSiteCatalog(await demoLikeSnapshot(NOW, { daysAhead: 20 }), { locale: "en-US", now: NOW });
    const view = classSessionsView(short.classes.find((cls) => cls.id === demoIds.twiceWeekly)!, short.today, "en-US");
    expect(view.later).toEqual([]);
  });
});
