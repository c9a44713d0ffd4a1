import { describe, expect, it } from "vitest";
import { classSessionsView } from "../../src/site/class-sessions-view.ts";
import { buildSiteModel } from "../../src/site/site-model.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

// Tuesday 2026-03-17 in New York. Recreational Gymnastics Level 1 meets Mondays and Wednesdays
// through its end date (Aug 12), past the 130-day window, so it has 43 sessions: 22 Wednesdays
// (Mar 18 .. Aug 12) and 21 Mondays (Mar 23 .. Aug 10), cancelled ones included.
const NOW = new Date("2026-03-17T14:00:00Z");
const model = buildSiteModel(await demoLikeSnapshot(NOW, { daysAhead: 130 }), { locale: "en-US", now: NOW });
const gym = model.classes.find((cls) => cls.id === demoIds.twiceWeekly)!;

describe("classSessionsView", () => {
  const view = classSessionsView(gym, model.today, "en-US");

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
      ["/classes/recreational-gymnastics-level-1/sessions/2/", "11 sessions, Jul 8\u2009–\u2009Aug 12, 2026", { from: "2026-07-07", to: "2026-08-31" }],
    ]);
    expect(gym.sessions).toHaveLength(43);
    expect(view.soon.length + view.later.reduce((sum, page) => sum + page.sessions.length, 0)).toBe(43);
  });

  it("has no later pages when every session is within 8 weeks", async () => {
    // Stretch & Conditioning has no end date, so its sessions stop at the 20-day window.
    const short = buildSiteModel(await demoLikeSnapshot(NOW, { daysAhead: 20 }), { locale: "en-US", now: NOW });
    const dropIn = short.classes.find((cls) => cls.id === demoIds.dropIn)!;
    expect(dropIn.sessions.length).toBeGreaterThan(0);
    const view = classSessionsView(dropIn, short.today, "en-US");
    expect(view.soon.length).toBe(dropIn.sessions.length);
    expect(view.later).toEqual([]);
  });
});
