import { describe, expect, it } from "vitest";
import { calendarClasses } from "../../../src/catalog/calendar/feed-classes.ts";
import { aClass, aSnapshot, fixtureId, skipSections } from "../../fixtures/catalog-records.ts";
import { ballet, balletSessions, BALLET_ID, mainStreet, SITE } from "./feed-fixtures.ts";

describe("calendarClasses", () => {
  const ended = aClass({ id: fixtureId(3), name: "Old class", end_date: "2020-01-01" });
  const snapshot = aSnapshot({
    classes: [ballet(), ended],
    locations: [mainStreet()],
    sessions_by_class: { [BALLET_ID]: balletSessions() },
  });

  it("covers exactly the classes that have a page, with their sessions and absolute page URL", () => {
    const entries = calendarClasses(snapshot, [{ id: BALLET_ID, href: "/classes/ballet-i/" }], SITE);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.pageUrl).toBe(`${SITE}/classes/ballet-i/`);
    expect(entries[0]?.sessions).toHaveLength(5);
    expect(entries[0]?.location?.address).toBe("12 Main Street, Springfield");
  });

  it("has no address when the locations section was not synced", () => {
    const entries = calendarClasses(skipSections(snapshot, ["locations"]), [{ id: BALLET_ID, href: "/classes/ballet-i/" }], SITE);
    expect(entries[0]?.location).toBeNull();
  });

  it("skips a page whose class is not in the snapshot", () => {
    expect(calendarClasses(snapshot, [{ id: fixtureId(77), href: "/classes/gone/" }], SITE)).toEqual([]);
  });
});
