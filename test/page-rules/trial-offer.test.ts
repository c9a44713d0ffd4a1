import { describe, expect, it } from "vitest";
import { trialAction, trialAvailability, trialFirstSession, trialFullNotice, trialStartsInWords } from "../../src/page-rules/trial-offer.ts";
import { aTrial } from "../fixtures/catalog-records.ts";

describe("trialStartsInWords", () => {
  const monday4pm = [{ weekday: 1, start: "16:00" }];
  const monWed = [
    { weekday: 1, start: "16:00" },
    { weekday: 3, start: "16:00" },
  ];
  const restricted = (days: number[] | null) => aTrial({ start_restriction: "specific_days", valid_start_days: days });

  it("starts an unrestricted trial at any of its class's sessions, named by day and time", () => {
    expect(trialStartsInWords(aTrial(), monday4pm, "en-US")).toBe("Starts at any Monday 4:00 PM session");
    expect(trialStartsInWords(aTrial(), monWed, "en-US")).toBe("Starts at any Monday or Wednesday 4:00 PM session");
    expect(trialStartsInWords(aTrial(), monWed, "en-GB")).toBe("Starts at any Monday or Wednesday 16:00 session");
  });

  it("names each time with its own days when the class meets at different times", () => {
    const slots = [
      { weekday: 1, start: "16:00" },
      { weekday: 3, start: "17:30" },
      { weekday: 5, start: "16:00" },
    ];
    expect(trialStartsInWords(aTrial(), slots, "en-US")).toBe("Starts at any Monday or Friday 4:00 PM or Wednesday 5:30 PM session");
  });

  it("keeps only the class's sessions on the days the trial may start", () => {
    expect(trialStartsInWords(restricted([3, 6]), monWed, "en-US")).toBe("Starts at any Wednesday 4:00 PM session");
  });

  it("says when the trial's days and the class's days do not meet, rather than promise a start", () => {
    expect(trialStartsInWords(restricted([6]), monday4pm, "en-US")).toBe("Starts on Saturday; the class meets on other days, so ask the studio");
  });

  it("names the allowed days in the locale's week order when the class has no weekly sessions", () => {
    const trial = restricted([6, 0, 3]);
    expect(trialStartsInWords(trial, [], "en-US")).toBe("Starts on Sunday, Wednesday, or Saturday");
    expect(trialStartsInWords(trial, [], "en-GB")).toBe("Starts on Wednesday, Saturday or Sunday");
    expect(trialStartsInWords(aTrial(), [], "en-US")).toBe("Starts on any day");
  });

  it("treats all seven days as any day, and ignores duplicate and out-of-range days", () => {
    expect(trialStartsInWords(restricted([0, 1, 2, 3, 4, 5, 6]), monday4pm, "en-US")).toBe("Starts at any Monday 4:00 PM session");
    expect(trialStartsInWords(restricted([1, 1, 9]), [], "en-US")).toBe("Starts on Monday");
  });

  it("leaves out negative and fractional days, and says all seven days as any day when the class has no weekly sessions", () => {
    expect(trialStartsInWords(restricted([-1, 1.5, 3]), [], "en-US")).toBe("Starts on Wednesday");
    expect(trialStartsInWords(restricted([-1, 1.5]), [], "en-US")).toBe("Starts on days the studio sets");
    expect(trialStartsInWords(restricted([0, 1, 2, 3, 4, 5, 6]), [], "en-US")).toBe("Starts on any day");
  });

  it("does not invent days when a restricted trial lists none", () => {
    expect(trialStartsInWords(restricted(null), monday4pm, "en-US")).toBe("Starts on days the studio sets");
    expect(trialStartsInWords(restricted([]), [], "en-US")).toBe("Starts on days the studio sets");
  });
});

describe("trialAction", () => {
  const links = (enroll: string | null, book: string) => aTrial({ links: { enroll, book, store: "https://x.example" } });

  it("has one label for every trial that can start, whichever page it links", () => {
    expect(trialAction(links("https://x.example/enroll", "https://x.example/book"), false, null, "en-US")).toEqual({
      kind: "start",
      href: "https://x.example/enroll",
      label: "Start the trial",
      primary: true,
    });
    expect(trialAction(links(null, "https://x.example/book"), false, null, "en-US")).toEqual({
      kind: "start",
      href: "https://x.example/book",
      label: "Start the trial",
      primary: true,
    });
  });

  it("says what the button does when the class is full, as a secondary action", () => {
    expect(trialAction(links("https://x.example/enroll", "https://x.example/book"), true, null, "en-US")).toEqual({
      kind: "start",
      href: "https://x.example/enroll",
      label: "See trial availability",
      primary: false,
    });
  });

  it("says when a trial opens instead of offering a start before its window, whatever its links and class", () => {
    expect(trialAction(links("https://x.example/enroll", "https://x.example/book"), false, "2026-12-02", "en-US")).toEqual({ kind: "opens", text: "Opens Dec 2, 2026" });
    expect(trialAction(links("https://x.example/enroll", "https://x.example/book"), true, "2026-12-02", "en-US")).toEqual({ kind: "opens", text: "Opens Dec 2, 2026" });
    expect(trialAction(links("javascript:x", "/book"), false, "2026-12-02", "en-US")).toEqual({ kind: "opens", text: "Opens Dec 2, 2026" });
  });

  it("has no button when neither link is safe", () => {
    expect(trialAction(links("javascript:x", "/book"), false, null, "en-US")).toBeNull();
  });
});

describe("trialAvailability", () => {
  it("is always available with no windows", () => {
    expect(trialAvailability(aTrial(), "2026-03-01", "en-US")).toEqual({ windows: [], over: false, always: true, opensOn: null });
  });

  it("keeps windows that have not ended, soonest first", () => {
    const trial = aTrial({
      availability_windows: [
        { start_date: "2026-06-01", end_date: "2026-06-30" },
        { start_date: "2026-01-01", end_date: "2026-01-31" },
        { start_date: "2026-02-15", end_date: "2026-03-01" },
      ],
    });
    expect(trialAvailability(trial, "2026-03-01", "en-US")).toEqual({
      windows: ["Feb 15\u2009–\u2009Mar 1, 2026", "Jun 1\u2009–\u200930, 2026"],
      over: false,
      always: false,
      // Mar 1 is the first window's last day: the trial can start today.
      opensOn: null,
    });
  });

  it("lists every open window by start date, whatever order the API sent them in", () => {
    const trial = aTrial({
      availability_windows: [
        { start_date: "2026-09-01", end_date: "2026-09-30" },
        { start_date: "2026-04-01", end_date: "2026-04-30" },
        { start_date: "2026-07-01", end_date: "2026-07-31" },
        { start_date: "2026-05-01", end_date: "2026-05-31" },
      ],
    });
    expect(trialAvailability(trial, "2026-03-01", "en-US").windows).toEqual([
      "Apr 1\u2009–\u200930, 2026",
      "May 1\u2009–\u200931, 2026",
      "Jul 1\u2009–\u200931, 2026",
      "Sep 1\u2009–\u200930, 2026",
    ]);
  });

  it("keeps the API's order for windows that start on the same day", () => {
    const trial = aTrial({
      availability_windows: [
        { start_date: "2026-04-01", end_date: "2026-04-30" },
        { start_date: "2026-04-01", end_date: "2026-04-10" },
      ],
    });
    expect(trialAvailability(trial, "2026-03-01", "en-US").windows).toEqual(["Apr 1\u2009–\u200930, 2026", "Apr 1\u2009–\u200910, 2026"]);
  });

  it("opens on the first start after today when no window holds today, between two windows too", () => {
    const trial = aTrial({
      availability_windows: [
        { start_date: "2026-06-01", end_date: "2026-06-30" },
        { start_date: "2026-01-01", end_date: "2026-01-31" },
        { start_date: "2026-04-01", end_date: "2026-04-30" },
      ],
    });
    expect(trialAvailability(trial, "2026-03-01", "en-US").opensOn).toBe("2026-04-01");
    // On a window's first day it is open.
    expect(trialAvailability(trial, "2026-04-01", "en-US").opensOn).toBeNull();
    expect(trialAvailability(trial, "2026-05-01", "en-US").opensOn).toBe("2026-06-01");
    expect(trialAvailability(trial, "2026-07-01", "en-US").opensOn).toBeNull();
  });

  it("says when every window is over", () => {
    const trial = aTrial({ availability_windows: [{ start_date: "2026-01-01", end_date: "2026-01-02" }] });
    expect(trialAvailability(trial, "2026-03-01", "en-US")).toMatchObject({ windows: [], over: true });
  });
});

describe("trialFullNotice", () => {
  const checkout = (full: boolean) => ({ kind: "checkout", href: "https://x.example/c", label: full ? "Check for a waitlist" : "Sign up", full }) as const;

  it("says a full class is full and links its waitlist", () => {
    expect(trialFullNotice({ full: true, action: checkout(true) }, "en-US")).toEqual({
      text: "This class is full right now.",
      waitlist: { href: "https://x.example/c", label: "Check for a waitlist" },
    });
  });

  it("says a full class with no waitlist has none", () => {
    expect(trialFullNotice({ full: true, action: { kind: "invitation" } }, "en-US")).toEqual({
      text: "This class is full right now, with no waitlist.",
      waitlist: null,
    });
  });

  it("says nothing for a class with spots, or one the site has no page for", () => {
    expect(trialFullNotice({ full: false, action: checkout(false) }, "en-US")).toBeNull();
    expect(trialFullNotice(undefined, "en-US")).toBeNull();
  });
});

describe("trial wording in Spanish (es-US) and French (fr-CA)", () => {
  const monWedSat = [
    { weekday: 1, start: "16:00" },
    { weekday: 3, start: "16:00" },
    { weekday: 6, start: "10:00" },
  ];
  const restricted = (days: number[] | null) => aTrial({ start_restriction: "specific_days", valid_start_days: days });

  it("names the sessions and start days a trial may start on, with the days' own names", () => {
    expect(trialStartsInWords(aTrial(), monWedSat, "es-US")).toBe("Puede comenzar en cualquier sesión: lunes o miércoles 4:00 p.m. o sábado 10:00 a.m.");
    expect(trialStartsInWords(restricted([2, 4]), [], "es-US")).toBe("Puede comenzar cualquier martes o jueves");
    expect(trialStartsInWords(aTrial(), [], "es-US")).toBe("Puede comenzar cualquier día");
    expect(trialStartsInWords(restricted([]), [], "es-US")).toBe("Puede comenzar los días que fije el estudio");
    expect(trialStartsInWords(restricted([0]), monWedSat, "es-US")).toBe("Puede comenzar cualquier domingo; la clase se reúne otros días, así que consulte al estudio");
    expect(trialStartsInWords(aTrial(), monWedSat, "fr-CA")).toBe("Peut commencer à n’importe quelle séance\u202f: lundi ou mercredi 16 h 00 ou samedi 10 h 00");
    expect(trialStartsInWords(restricted([2, 4]), [], "fr-CA")).toBe("Peut commencer n’importe quel mardi ou jeudi");
    expect(trialStartsInWords(aTrial(), [], "fr-CA")).toBe("Peut commencer n’importe quel jour");
    expect(trialStartsInWords(restricted([]), [], "fr-CA")).toBe("Peut commencer les jours fixés par le studio");
    expect(trialStartsInWords(restricted([0]), monWedSat, "fr-CA")).toBe("Peut commencer n’importe quel dimanche\u202f; le cours a lieu d’autres jours, renseignez-vous auprès du studio");
  });

  it("labels the trial's button and says a full class is full", () => {
    const trial = aTrial({ links: { enroll: "https://x.example/enroll", book: "https://x.example/book", store: "https://x.example" } });
    const label = (full: boolean, locale: string) => {
      const action = trialAction(trial, full, null, locale);
      return action?.kind === "start" ? action.label : null;
    };
    expect(label(false, "es-US")).toBe("Empezar la clase de prueba");
    expect(label(true, "es-US")).toBe("Ver disponibilidad de la clase de prueba");
    expect(label(false, "fr-CA")).toBe("Commencer le cours d’essai");
    expect(label(true, "fr-CA")).toBe("Voir les disponibilités du cours d’essai");
    expect(trialAction(trial, false, "2026-12-02", "es-US")).toEqual({ kind: "opens", text: "Disponible desde el 2 dic 2026" });
    expect(trialAction(trial, false, "2026-12-02", "fr-CA")).toEqual({ kind: "opens", text: "Disponible à partir du 2 déc. 2026" });
    expect(trialFullNotice({ full: true, action: { kind: "invitation" } }, "es-US")?.text).toBe("Esta clase está completa por ahora y no tiene lista de espera.");
    expect(trialFullNotice({ full: true, action: { kind: "invitation" } }, "fr-CA")?.text).toBe("Ce cours est complet pour le moment, sans liste d’attente.");
  });
});

describe("trialFirstSession: the date a trial's card adds to a calendar", () => {
  // Tue Dec 1, 2026, 9:00 AM in New York.
  const now = Date.parse("2026-12-01T14:00:00Z");
  const today = "2026-12-01";
  const at = (date: string, utc: string | null, status: "scheduled" | "cancelled" | "completed" = "scheduled", full = false) => ({
    date,
    status,
    full,
    start: utc === null ? null : { at: Date.parse(utc), iso: utc, clock: "" },
    label: `${date} ${status}`,
  });
  const sessions = [
    at("2026-11-30", "2026-11-30T21:00:00Z"), // Mon, past
    at("2026-12-01", "2026-12-01T13:30:00Z"), // Tue, began before now
    at("2026-12-02", "2026-12-02T21:00:00Z", "cancelled"), // Wed, cancelled
    at("2026-12-03", "2026-12-03T21:00:00Z"), // Thu
    at("2026-12-05", null), // Sat, no time yet
    at("2026-12-07", "2026-12-07T21:00:00Z"), // Mon
  ];
  const first = (trial: Parameters<typeof trialFirstSession>[0], list = sessions) => trialFirstSession(trial, list, now, today)?.label ?? null;

  it("is the next session that has not begun and is not cancelled", () => {
    expect(first(aTrial())).toBe("2026-12-03 scheduled");
  });
  it("keeps to the days the trial may start on", () => {
    expect(first(aTrial({ start_restriction: "specific_days", valid_start_days: [1] }))).toBe("2026-12-07 scheduled");
    expect(first(aTrial({ start_restriction: "specific_days", valid_start_days: [6] }))).toBe("2026-12-05 scheduled");
    expect(first(aTrial({ start_restriction: "specific_days", valid_start_days: [] }))).toBeNull();
  });
  it("keeps inside an availability window, and finds none when every window is past", () => {
    expect(first(aTrial({ availability_windows: [{ start_date: "2026-12-04", end_date: "2026-12-31" }] }))).toBe("2026-12-05 scheduled");
    expect(first(aTrial({ availability_windows: [{ start_date: "2026-11-01", end_date: "2026-12-02" }] }))).toBeNull();
  });
  it("passes over a drop-in session with no spot left", () => {
    expect(first(aTrial(), [at("2026-12-03", "2026-12-03T21:00:00Z", "scheduled", true), at("2026-12-07", "2026-12-07T21:00:00Z")])).toBe("2026-12-07 scheduled");
  });
  it("finds none in a class with no session left, a completed one included", () => {
    expect(first(aTrial(), [at("2026-12-09", "2026-12-09T21:00:00Z", "completed")])).toBeNull();
    expect(first(aTrial(), [])).toBeNull();
  });
});
