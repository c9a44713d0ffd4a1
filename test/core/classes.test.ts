import { describe, expect, it } from "vitest";
import {
  capacityStates,
  currentClasses,
  isClassFull,
  isCurrentClass,
  isFull,
  ownOrClassDuration,
  sessionState,
  shownCapacity,
  showsClassSpots,
  showsSpots,
  spotsAsOf,
  spotsInWords,
  spotsRemaining,
  updatedJustNow,
} from "../../src/core/classes.ts";
import { asOfWords, liveWords, spotsWords } from "../../src/site/script-words.ts";
import { aClass } from "../fixtures/catalog-records.ts";

const english = liveWords("en-US");

describe("spotsRemaining", () => {
  it("is null with no cap", () => {
    expect(spotsRemaining({ max: null, enrolled: 40, spots_remaining: null })).toBeNull();
  });

  it("uses the API's number", () => {
    expect(spotsRemaining({ max: 10, enrolled: 7, spots_remaining: 3 })).toBe(3);
  });

  it("recomputes max - enrolled, never below 0, when the API left it blank", () => {
    expect(spotsRemaining({ max: 10, enrolled: 12, spots_remaining: null })).toBe(0);
    expect(spotsRemaining({ max: 10, enrolled: 7, spots_remaining: null })).toBe(3);
  });

  it("trusts the API's own number over max - enrolled when the two disagree", () => {
    expect(spotsRemaining({ max: 10, enrolled: 7, spots_remaining: 1 })).toBe(1);
  });

  it("never reports fewer than 0 spots when the API's own number is negative", () => {
    expect(spotsRemaining({ max: 10, enrolled: 11, spots_remaining: -1 })).toBe(0);
    expect(spotsInWords({ max: 10, enrolled: 11, spots_remaining: -1 }, english)).toBe("Full");
  });
});

describe("isClassFull and shownCapacity (spec 2.2 rules 3 and 4)", () => {
  const full = { max: 8, enrolled: 8, spots_remaining: 0 };
  const room = { max: 8, enrolled: 3, spots_remaining: 5 };

  it("calls a session-based class at 0 spots full, and one with room not", () => {
    expect(isClassFull({ enrollment_model: "session_based", capacity: full })).toBe(true);
    expect(isClassFull({ enrollment_model: "session_based", capacity: room })).toBe(false);
  });

  it("never calls a drop-in class full as a whole, whatever its class-level number", () => {
    expect(isClassFull({ enrollment_model: "per_instance", capacity: full })).toBe(false);
  });

  it("shows a session-based class's spots on each session, and a drop-in session's own", () => {
    expect(shownCapacity({ enrollment_model: "session_based", capacity: full }, { capacity: room })).toBe(full);
    expect(shownCapacity({ enrollment_model: "per_instance", capacity: full }, { capacity: room })).toBe(room);
  });
});

describe("spotsInWords", () => {
  it.each([
    [{ max: 10, enrolled: 10, spots_remaining: 0 }, "Full"],
    [{ max: 10, enrolled: 9, spots_remaining: 1 }, "1 spot left"],
    [{ max: 10, enrolled: 2, spots_remaining: 8 }, "8 spots left"],
    [{ max: null, enrolled: 2, spots_remaining: null }, null],
  ])("describes %j as %j", (capacity, words) => {
    expect(spotsInWords(capacity, english)).toBe(words);
  });

  it("words spots in the page's language, by its plural rules", () => {
    const cases: [string, number, string][] = [
      ["es-US", 0, "Completo"],
      ["es-US", 1, "Queda 1 lugar"],
      ["es-US", 3, "Quedan 3 lugares"],
      ["fr-CA", 0, "Complet"],
      ["fr-CA", 1, "1 place restante"],
      ["fr-FR", 12, "12 places restantes"],
    ];
    for (const [locale, left, text] of cases) expect(spotsInWords({ max: 20, enrolled: 20 - left, spots_remaining: left }, spotsWords(locale))).toBe(text);
  });

  it("calls 0 spots full", () => {
    expect(isFull({ max: 5, enrolled: 5, spots_remaining: 0 })).toBe(true);
    expect(isFull({ max: null, enrolled: 5, spots_remaining: null })).toBe(false);
  });
});

describe("showsClassSpots", () => {
  it("shows the class's spots for session-based classes and not for drop-ins (spec 2.2 rule 4)", () => {
    expect(showsClassSpots({ enrollment_model: "session_based" })).toBe(true);
    expect(showsClassSpots({ enrollment_model: "per_instance" })).toBe(false);
  });
});

describe("showsSpots", () => {
  it.each([
    ["open", true],
    ["drop_in", true],
    ["seasonal", true],
    ["closed", false],
  ] as const)("shows spots for an %s class: %s (an invitation-only class never counts them, spec 2.4)", (type, shown) => {
    expect(showsSpots({ enrollment_type: type })).toBe(shown);
  });
});

describe("isCurrentClass", () => {
  it("counts a class with no end date as current", () => {
    expect(isCurrentClass({ end_date: null }, "2026-03-01")).toBe(true);
  });

  it("counts a class ending today as current", () => {
    expect(isCurrentClass({ end_date: "2026-03-01" }, "2026-03-01")).toBe(true);
  });

  it("drops a class that ended yesterday", () => {
    expect(isCurrentClass({ end_date: "2026-02-28" }, "2026-03-01")).toBe(false);
  });
});

describe("currentClasses", () => {
  it("keeps current classes in their original order", () => {
    const a = aClass({ name: "A", end_date: null });
    const b = aClass({ name: "B", end_date: "2025-01-01" });
    const c = aClass({ name: "C", end_date: "2027-01-01" });
    expect(currentClasses([a, b, c], "2026-03-01").map((cls) => cls.name)).toEqual(["A", "C"]);
  });
});

describe("spotsAsOf", () => {
  it("gives the sync time in the studio's zone", () => {
    expect(spotsAsOf("2026-03-01T14:05:00.000Z", "America/New_York", asOfWords("en-US"))).toBe("Spots as of Mar 1, 2026, 9:05 AM Eastern Time");
  });

  it("says it in the page's language, with its date format", () => {
    expect(spotsAsOf("2026-03-01T14:05:00.000Z", "America/New_York", asOfWords("es-US")).replace(/\s/g, " ")).toBe(
      "Lugares disponibles al 1 mar 2026, 9:05 a.m. hora oriental",
    );
  });

  it("never prints Invalid Date", () => {
    expect(spotsAsOf("garbage", "America/New_York", asOfWords("en-US"))).toBe("Spots as of the last update");
  });
});

describe("sessionState", () => {
  it("says Cancelled and no spots for a cancelled session, and its spots otherwise", () => {
    expect(sessionState("cancelled", { max: 10, enrolled: 2, spots_remaining: 8 }, english)).toEqual({ cancelled: true, spots: null, full: false });
    expect(sessionState("scheduled", { max: 10, enrolled: 10, spots_remaining: 0 }, english)).toEqual({ cancelled: false, spots: "Full", full: true });
    expect(sessionState("completed", { max: 10, enrolled: 10, spots_remaining: 0 }, english)).toEqual({ cancelled: false, spots: null, full: false });
  });
});

describe("capacityStates", () => {
  it("gives a state with room and a full one for a capped class", () => {
    expect(capacityStates({ max: 12, enrolled: 5, spots_remaining: 7 })).toEqual({
      open: { max: 12, enrolled: 0, spots_remaining: 12 },
      full: { max: 12, enrolled: 12, spots_remaining: 0 },
    });
  });

  it("has nothing to switch without a cap, or with a cap of 0", () => {
    expect(capacityStates({ max: null, enrolled: 5, spots_remaining: null })).toBeNull();
    expect(capacityStates({ max: 0, enrolled: 0, spots_remaining: 0 })).toBeNull();
  });
});

describe("updatedJustNow", () => {
  const at = new Date("2026-03-01T20:41:00Z");
  const synced = "2026-03-01T20:00:00Z";
  const zone = "America/New_York";

  it("says when the spots were read, in the studio's zone", () => {
    expect(updatedJustNow(at, synced, "all-sessions", zone, english)).toMatch(/^Updated just now \(3:41\sPM Eastern Time\)$/);
    expect(updatedJustNow(at, synced, "classes-only", zone, liveWords("en-GB"))).toBe("Updated just now (15:41 Eastern Time)");
  });

  it("says which sessions are still as of the last sync", () => {
    expect(updatedJustNow(at, synced, "sessions-next-two-days", zone, liveWords("en-GB"))).toBe("Updated just now (15:41 Eastern Time); later sessions as of 15:00");
    expect(updatedJustNow(at, synced, "some-sessions-next-two-days", zone, liveWords("en-GB"))).toBe("Updated just now (15:41 Eastern Time); some sessions as of 15:00");
    expect(updatedJustNow(at, "2026-02-27T20:00:00Z", "no-sessions", zone, liveWords("en-GB"))).toBe("Updated just now (15:41 Eastern Time); sessions as of 27 Feb 2026, 15:00 Eastern Time");
    expect(updatedJustNow(at, "garbage", "no-sessions", zone, liveWords("en-GB"))).toBe("Updated just now (15:41 Eastern Time); sessions as of the last update");
  });

  it("gives the date with the time once the sync is 12 hours old or more, the time alone before", () => {
    const twelveHoursEarlier = "2026-03-01T08:41:00Z";
    expect(updatedJustNow(at, twelveHoursEarlier, "no-sessions", zone, liveWords("en-GB"))).toBe(
      "Updated just now (15:41 Eastern Time); sessions as of 1 Mar 2026, 03:41 Eastern Time",
    );
    expect(updatedJustNow(at, "2026-03-01T08:41:00.001Z", "no-sessions", zone, liveWords("en-GB"))).toBe(
      "Updated just now (15:41 Eastern Time); sessions as of 03:41",
    );
  });

  it("says it in the page's language", () => {
    const spanish = updatedJustNow(at, synced, "sessions-next-two-days", zone, liveWords("es-US")).replace(/\s/g, " ");
    expect(spanish).toBe("Actualizado hace un momento (3:41 p.m., hora oriental); sesiones posteriores: datos de 3:00 p.m.");
    const french = updatedJustNow(at, synced, "all-sessions", zone, liveWords("fr-CA")).replace(/\s/g, " ");
    expect(french).toBe("Mis à jour à l’instant (15 h 41, heure de l’Est)");
  });
});

describe("ownOrClassDuration", () => {
  it("takes a slot's or session's own duration, else the class's", () => {
    expect(ownOrClassDuration(30, 45)).toBe(30);
    expect(ownOrClassDuration(null, 45)).toBe(45);
    expect(ownOrClassDuration(undefined, null)).toBeNull();
  });


});
