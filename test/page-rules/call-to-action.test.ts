import { describe, expect, it } from "vitest";
import { classCallToAction, rowAction, seasonalCallToAction, waitlistLink, type CallToAction, type SeasonLink } from "../../src/page-rules/call-to-action.ts";
import { aClass, aSession } from "../fixtures/catalog-records.ts";

const season = (name: string, state: SeasonLink["state"], stateText: string, waitlist = false, register: string | null = null): SeasonLink => ({
  name,
  href: `/seasons/${name.toLowerCase().replace(/ /g, "-")}/`,
  state,
  stateText,
  waitlist,
  register,
});
const OPEN = { kind: "open" } as const;
const fall = season("Fall 2026", OPEN, "Open to everyone");
const seasons = [fall];
const full = { max: 10, enrolled: 10, spots_remaining: 0 };

describe("classCallToAction", () => {
  it("links an open session-based class to its checkout", () => {
    const cls = aClass({ enrollment_type: "open", links: { checkout: "https://x.example/checkout", browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, [], "en-US")).toEqual({ kind: "checkout", href: "https://x.example/checkout", label: "Sign up", full: false });
  });

  it("links a drop-in class to its date picker as 'Book a session'", () => {
    const cls = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance" });
    const action = classCallToAction(cls, [], "en-US");
    expect(action).toMatchObject({ kind: "checkout", label: "Book a session", full: false });
  });

  it("keeps the link of a full class, without promising a waitlist the API does not confirm (spec 2.2 rule 3)", () => {
    const cls = aClass({ capacity: full });
    expect(classCallToAction(cls, [], "en-US")).toMatchObject({ kind: "checkout", label: "Check for a waitlist", full: true });
  });

  it("never calls a drop-in class full from its class-level number (spec 2.2 rule 4)", () => {
    const cls = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance", capacity: full });
    expect(classCallToAction(cls, [], "en-US")).toMatchObject({ full: false });
  });

  it("sends a seasonal class to the seasons that hold it, with no checkout", () => {
    const cls = aClass({ enrollment_type: "seasonal", links: { checkout: null, browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, seasons, "en-US")).toEqual({
      kind: "seasons",
      intro: "Sign up through registration:",
      seasons: [{ name: "Fall 2026", href: "/seasons/fall-2026/", button: true, note: null, waitlist: false, register: null }],
      full: false,
    });
  });

  it("promises no coming season when the site cannot see the seasons, and links the class browser, never a checkout", () => {
    // A seasonal class must not have a checkout (spec 2.4 rule 2); a stray one is still not offered.
    const cls = aClass({
      enrollment_type: "seasonal",
      links: { checkout: "https://x.example/checkout", browse: "https://x.example/classes", store: "https://x.example" },
    });
    expect(classCallToAction(cls, null, "en-US")).toEqual({ kind: "registration", browse: "https://x.example/classes" });
  });

  it("offers no class browser link when it is unsafe", () => {
    const cls = aClass({ enrollment_type: "seasonal", links: { checkout: null, browse: "javascript:alert(1)", store: "https://x.example" } });
    expect(classCallToAction(cls, null, "en-US")).toEqual({ kind: "registration", browse: null });
  });

  it("says a closed class is by invitation, with no link", () => {
    expect(classCallToAction(aClass({ enrollment_type: "closed" }), seasons, "en-US")).toEqual({ kind: "invitation" });
  });

  it("offers nothing to click when the checkout link is unsafe", () => {
    const cls = aClass({ links: { checkout: "javascript:alert(1)", browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, [], "en-US")).toEqual({ kind: "unavailable" });
  });
});

describe("seasonalCallToAction", () => {
  const spring = season(
    "Spring 2027",
    { kind: "opening", publicFrom: new Date("2026-12-03T14:00:00Z"), existingFamiliesFrom: new Date("2026-11-26T23:00:00Z") },
    "Opens Nov 26, 2026, 6:00 PM Eastern Time for existing families, Dec 3, 2026, 9:00 AM Eastern Time for everyone",
  );
  const summer = season("Summer 2027", { kind: "opening", publicFrom: new Date("2027-04-01T13:00:00Z"), existingFamiliesFrom: null }, "Opens Apr 1, 2027, 9:00 AM Eastern Time");
  const workshops = season("Workshops", { kind: "closed" }, "Registration closed");

  it("lists the season accepting sign-ups now first, then the next to open, then closed ones", () => {
    const action = seasonalCallToAction([workshops, summer, spring, fall], false, "en-US");
    expect(action).toEqual({
      kind: "seasons",
      intro: "Sign up through registration:",
      full: false,
      seasons: [
        { name: "Fall 2026", href: "/seasons/fall-2026/", button: true, note: null, waitlist: false, register: null },
        { name: "Spring 2027", href: "/seasons/spring-2027/", button: false, note: "Opens Nov 26, 2026, 6:00 PM Eastern Time for existing families, Dec 3, 2026, 9:00 AM Eastern Time for everyone", waitlist: false, register: null },
        { name: "Summer 2027", href: "/seasons/summer-2027/", button: false, note: "Opens Apr 1, 2027, 9:00 AM Eastern Time", waitlist: false, register: null },
        { name: "Workshops", href: "/seasons/workshops/", button: false, note: "Registration closed", waitlist: false, register: null },
      ],
    });
  });

  it("says a season open only to existing families is so, beside its button", () => {
    const early = season("Winter Camp", { kind: "existing-families", publicFrom: new Date("2026-11-30T14:00:00Z"), closesAt: null }, "Open to existing families; everyone from Nov 30, 2026, 9:00 AM Eastern Time");
    expect(seasonalCallToAction([early], false, "en-US")).toMatchObject({
      seasons: [{ button: true, note: "Open to existing families; everyone from Nov 30, 2026, 9:00 AM Eastern Time" }],
    });
  });

  it("says when registration opens when no season is open yet, with no button", () => {
    expect(seasonalCallToAction([spring], false, "en-US")).toMatchObject({ intro: "Registration is not open yet:", seasons: [{ button: false }] });
    expect(seasonalCallToAction([workshops], false, "en-US")).toMatchObject({ intro: "Registration is closed:", seasons: [{ button: false }] });
  });

  it("offers a full class only the waitlist of a season that has one", () => {
    const withWaitlist = season("Main Season", OPEN, "Open to everyone", true);
    const action = seasonalCallToAction([fall, withWaitlist], true, "en-US");
    expect(action).toMatchObject({
      intro: "Join the waitlist through registration:",
      full: true,
      seasons: [
        { name: "Fall 2026", button: false, note: "no waitlist" },
        { name: "Main Season", button: true, note: null },
      ],
    });
    expect(waitlistLink(action, "en-US")).toEqual({ href: "/seasons/main-season/", label: "Join the waitlist" });
  });

  it("offers no registration button at all for a full class whose seasons have no waitlist", () => {
    const action = seasonalCallToAction([fall], true, "en-US");
    expect(action).toMatchObject({ intro: "Registration has no waitlist for this class.", seasons: [{ button: false, note: null }] });
    expect(waitlistLink(action, "en-US")).toBeNull();
  });

  it("promises only the next season when none holds the class yet", () => {
    expect(seasonalCallToAction([], false, "en-US")).toEqual({
      kind: "seasons",
      intro: "Sign-up opens with the studio's next registration season.",
      seasons: [],
      full: false,
    });
  });

  it("calls a seasonal class full from its class-level spots", () => {
    const cls = aClass({ enrollment_type: "seasonal", capacity: full, links: { checkout: null, browse: "https://x.example", store: "https://x.example" } });
    expect(classCallToAction(cls, seasons, "en-US")).toMatchObject({ full: true, seasons: [{ button: false }] });
  });
});

describe("waitlistLink", () => {
  it("is a full class's kept checkout link, worded as a check, and nothing for a class with spots", () => {
    expect(waitlistLink(classCallToAction(aClass({ capacity: full, links: { checkout: "https://x.example/c", browse: "https://x.example", store: "https://x.example" } }), [], "en-US"), "en-US")).toEqual({
      href: "https://x.example/c",
      label: "Check for a waitlist",
    });
    expect(waitlistLink(classCallToAction(aClass(), [], "en-US"), "en-US")).toBeNull();
    expect(waitlistLink({ kind: "invitation" }, "en-US")).toBeNull();
  });
});

describe("rowAction: the class page's action for one session's row", () => {
  const checkout = { checkout: "https://x.example/checkout", browse: "https://x.example", store: "https://x.example" };
  const dropIn = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance", links: checkout });
  const row = (session: Parameters<typeof rowAction>[0], cls: ReturnType<typeof aClass>, holding: readonly SeasonLink[] | null = []) =>
    rowAction(session, cls, classCallToAction(cls, holding, "en-US"), "en-US");

  it("signs up for an open session-based class with room through the class's checkout", () => {
    const cls = aClass({ enrollment_type: "open", links: checkout });
    expect(row(aSession(), cls)).toEqual({ kind: "link", href: "https://x.example/checkout", label: "Sign up", full: false, to: "checkout", perSession: false });
  });

  it("offers a full session-based class's kept link as the class page words it", () => {
    const cls = aClass({ enrollment_type: "open", capacity: full, links: checkout });
    expect(row(aSession(), cls)).toMatchObject({ label: "Check for a waitlist", full: true, href: "https://x.example/checkout" });
  });

  it("books a drop-in session through its own checkout, and its waitlist when the session is full", () => {
    const own = { links: { checkout: "https://x.example/session/1" } };
    expect(row(aSession(own), dropIn)).toEqual({ kind: "link", href: "https://x.example/session/1", label: "Book this session", full: false, to: "checkout", perSession: true });
    expect(row(aSession({ ...own, capacity: full }), dropIn)).toMatchObject({ label: "Check for a waitlist", full: true, perSession: true });
  });

  it("falls back to the drop-in class's date picker when the session's link is missing or unsafe", () => {
    expect(row(aSession({ links: { checkout: "data:text/html,x" } }), dropIn)).toMatchObject({ label: "Book a session", href: "https://x.example/checkout", perSession: false });
    // A full session keeps that link, worded as its waitlist, never "Book a session" beside "Full" (found by npm run fuzz, seed 20261125).
    expect(row(aSession({ links: { checkout: null }, capacity: full }), dropIn)).toMatchObject({ label: "Check for a waitlist", href: "https://x.example/checkout", full: true, perSession: false });
    expect(rowAction(aSession({ links: { checkout: null }, capacity: full }), dropIn, classCallToAction(dropIn, [], "es-US"), "es-US")).toMatchObject({ label: "Ver si hay lista de espera", full: true });
  });

  it("links a seasonal class to the season taking sign-ups, and to its waitlist when the class is full", () => {
    const seasonal = aClass({ enrollment_type: "seasonal", links: { ...checkout, checkout: null } });
    const opening = season("Spring 2027", { kind: "opening", publicFrom: new Date("2026-12-03T14:00:00Z"), existingFamiliesFrom: null }, "Opens Dec 3, 2026");
    expect(row(aSession(), seasonal, [opening, fall])).toEqual({ kind: "link", href: "/seasons/fall-2026/", label: "Register for Fall 2026", full: false, to: "season", perSession: false });
    expect(row(aSession(), seasonal, [opening])).toMatchObject({ href: "/seasons/spring-2027/", label: "Spring 2027: Opens Dec 3, 2026" });
    const fullSeasonal = aClass({ enrollment_type: "seasonal", capacity: full });
    const withWaitlist = season("Fall 2026", OPEN, "Open to everyone", true);
    expect(row(aSession(), fullSeasonal, [withWaitlist])).toMatchObject({ label: "Join the waitlist", full: true, href: "/seasons/fall-2026/" });
    expect(row(aSession(), fullSeasonal, [fall])).toEqual({ kind: "note", label: "No waitlist" });
    expect(row(aSession(), seasonal, [])).toEqual({ kind: "note", label: "Sign-up opens with the next season" });
  });

  it("registers on the studio's hosted page from the row when the season has one, the class page still naming the season", () => {
    const seasonal = aClass({ enrollment_type: "seasonal", links: { ...checkout, checkout: null } });
    const hosted = season("Fall 2026", OPEN, "Open to everyone", true, "https://studio.example/register/fall-2026");
    expect(row(aSession(), seasonal, [hosted])).toMatchObject({ href: "https://studio.example/register/fall-2026", label: "Register for Fall 2026", to: "register" });
    const fullSeasonal = aClass({ enrollment_type: "seasonal", capacity: full });
    expect(row(aSession(), fullSeasonal, [hosted])).toMatchObject({ href: "https://studio.example/register/fall-2026", label: "Join the waitlist", full: true });
    // A season not open yet has no button, so its row links the season's page to say when it opens.
    const opening = season("Spring 2027", { kind: "opening", publicFrom: new Date("2026-12-03T14:00:00Z"), existingFamiliesFrom: null }, "Opens Dec 3, 2026", false, "https://studio.example/register/spring");
    expect(row(aSession(), seasonal, [opening])).toMatchObject({ href: "/seasons/spring-2027/" });
    const classAction = classCallToAction(seasonal, [hosted], "en-US");
    expect(classAction.kind === "seasons" && classAction.seasons[0]!.href).toBe("/seasons/fall-2026/");
  });

  it("treats a full session of a per-session seasonal class as full: the season's waitlist, or no waitlist, never Register beside Full", () => {
    // npm run fuzz, seed 20261125, studio 118: "Full" beside "Register for …" on the schedule.
    const perSession = aClass({ enrollment_type: "seasonal", enrollment_model: "per_instance", links: { ...checkout, checkout: null } });
    const hostedWithWaitlist = season("Fall 2026", OPEN, "Open to everyone", true, "https://studio.example/register/fall-2026");
    expect(row(aSession({ capacity: full }), perSession, [hostedWithWaitlist])).toEqual({
      kind: "link", href: "https://studio.example/register/fall-2026", label: "Join the waitlist", full: true, to: "register", perSession: false,
    });
    expect(row(aSession({ capacity: full }), perSession, [fall])).toEqual({ kind: "note", label: "No waitlist" });
    // With no season taking sign-ups now, the row says what it says for any session: when one opens, or that none has.
    const openingWithWaitlist = season("Spring 2027", { kind: "opening", publicFrom: new Date("2027-01-10T14:00:00Z"), existingFamiliesFrom: null }, "Opens Jan 10, 2027", true);
    expect(row(aSession({ capacity: full }), perSession, [openingWithWaitlist])).toMatchObject({ kind: "link", href: "/seasons/spring-2027/", label: "Spring 2027: Opens Jan 10, 2027" });
    expect(row(aSession({ capacity: full }), perSession, [])).toEqual({ kind: "note", label: "Sign-up opens with the next season" });
    // A session with room still registers; a session-based class counts the class, not the session.
    expect(row(aSession(), perSession, [fall])).toMatchObject({ label: "Register for Fall 2026", full: false });
    const sessionBased = aClass({ enrollment_type: "seasonal", links: { ...checkout, checkout: null } });
    expect(row(aSession({ capacity: full }), sessionBased, [fall])).toMatchObject({ label: "Register for Fall 2026", full: false });
  });

  it("says By invitation, with no link, for a closed class", () => {
    const closed = aClass({ enrollment_type: "closed", links: checkout });
    expect(row(aSession({ links: { checkout: "https://x.example/s" } }), closed)).toEqual({ kind: "note", label: "By invitation" });
  });

  it.each(["cancelled", "completed"] as const)("offers nothing for a %s session", (status) => {
    expect(row(aSession({ status, links: { checkout: "https://x.example/session/1" } }), dropIn)).toEqual({ kind: "none" });
    expect(row(aSession({ status }), aClass({ enrollment_type: "closed" }))).toEqual({ kind: "none" });
  });
});

describe("calls to action and row actions in the family's language", () => {
  const checkout = { checkout: "https://x.example/checkout", browse: "https://x.example", store: "https://x.example" };
  const open = aClass({ enrollment_type: "open", links: checkout });
  const fullOpen = aClass({ enrollment_type: "open", capacity: full, links: checkout });
  const dropIn = aClass({ enrollment_type: "drop_in", enrollment_model: "per_instance", links: checkout });
  const seasonal = aClass({ enrollment_type: "seasonal", links: { ...checkout, checkout: null } });
  const fullSeasonal = aClass({ enrollment_type: "seasonal", capacity: full, links: { ...checkout, checkout: null } });
  const withWaitlist = season("Fall 2026", OPEN, "Open to everyone", true);
  const own = { links: { checkout: "https://x.example/session/1" } };
  const seasonsOf = (action: CallToAction) => (action.kind === "seasons" ? action : null);
  const labels = (locale: string) => {
    const row = (session: Parameters<typeof rowAction>[0], cls: ReturnType<typeof aClass>, holding: readonly SeasonLink[] | null = []) => {
      const action = rowAction(session, cls, classCallToAction(cls, holding, locale), locale);
      return action.kind === "none" ? null : action.label;
    };
    const seasonalAction = classCallToAction(seasonal, [fall], locale);
    const fullSeasonalAction = classCallToAction(fullSeasonal, [withWaitlist], locale);
    return {
      signUp: row(aSession(), open),
      checkWaitlist: row(aSession(), fullOpen),
      bookSession: row(aSession(), dropIn),
      bookThisSession: row(aSession(own), dropIn),
      sessionWaitlist: row(aSession({ ...own, capacity: full }), dropIn),
      invitation: row(aSession(), aClass({ enrollment_type: "closed" })),
      contactStudio: row(aSession(), aClass({ enrollment_type: "open", links: { ...checkout, checkout: null } })),
      throughStudio: row(aSession(), seasonal, null),
      register: row(aSession(), seasonal, [fall]),
      seasonNote: row(aSession(), seasonal, [season("Spring 2027", { kind: "closed" }, "Closed")]),
      joinWaitlist: row(aSession(), fullSeasonal, [withWaitlist]),
      noWaitlist: row(aSession(), fullSeasonal, [fall]),
      nextSeason: row(aSession(), seasonal, []),
      introOpen: seasonsOf(seasonalAction)?.intro,
      introWaitlist: seasonsOf(fullSeasonalAction)?.intro,
      introNoWaitlist: seasonsOf(seasonalCallToAction([fall], true, locale))?.intro,
      introNone: seasonsOf(seasonalCallToAction([], false, locale))?.intro,
      noWaitlistNote: seasonsOf(seasonalCallToAction([fall, withWaitlist], true, locale))?.seasons[0]?.note,
      waitlistLink: waitlistLink(fullSeasonalAction, locale)?.label,
    };
  };

  it("speaks Spanish (es-US) on every button and note", () => {
    expect(labels("es-US")).toEqual({
      signUp: "Inscribirse",
      checkWaitlist: "Ver si hay lista de espera",
      bookSession: "Reservar una sesión",
      bookThisSession: "Reservar esta sesión",
      sessionWaitlist: "Ver si hay lista de espera",
      invitation: "Solo por invitación",
      contactStudio: "Comuníquese con el estudio para inscribirse",
      throughStudio: "Inscríbase directamente en el estudio",
      register: "Inscribirse en Fall 2026",
      seasonNote: "Spring 2027: Closed",
      joinWaitlist: "Unirse a la lista de espera",
      noWaitlist: "Sin lista de espera",
      nextSeason: "Inscripciones a partir de la próxima temporada",
      introOpen: "Inscríbase en la temporada:",
      introWaitlist: "Únase a la lista de espera de la temporada:",
      introNoWaitlist: "Esta clase no tiene lista de espera.",
      introNone: "Las inscripciones abren con la próxima temporada del estudio.",
      noWaitlistNote: "sin lista de espera",
      waitlistLink: "Unirse a la lista de espera",
    });
  });

  it("speaks French (fr-CA) on every button and note", () => {
    expect(labels("fr-CA")).toEqual({
      signUp: "S’inscrire",
      checkWaitlist: "Voir s’il y a une liste d’attente",
      bookSession: "Réserver une séance",
      bookThisSession: "Réserver cette séance",
      sessionWaitlist: "Voir s’il y a une liste d’attente",
      invitation: "Sur invitation",
      contactStudio: "Contactez le studio pour vous inscrire",
      throughStudio: "Inscription auprès du studio",
      register: "S’inscrire\u202f: Fall 2026",
      seasonNote: "Spring 2027\u202f: Closed",
      joinWaitlist: "S’inscrire sur la liste d’attente",
      noWaitlist: "Pas de liste d’attente",
      nextSeason: "Inscriptions à la prochaine saison",
      introOpen: "Inscrivez-vous à la saison\u202f:",
      introWaitlist: "Inscrivez-vous sur la liste d’attente de la saison\u202f:",
      introNoWaitlist: "Ce cours n’a pas de liste d’attente.",
      introNone: "Les inscriptions ouvrent avec la prochaine saison du studio.",
      noWaitlistNote: "pas de liste d’attente",
      waitlistLink: "S’inscrire sur la liste d’attente",
    });
  });

  it("keeps English word for word in en-US", () => {
    expect(labels("en-US")).toMatchObject({ signUp: "Sign up", register: "Register for Fall 2026", seasonNote: "Spring 2027: Closed", noWaitlistNote: "no waitlist" });
  });
});

describe("a registration class's row (issue 22, surviving mutants)", () => {
  it("links the studio's class list when it has one, and otherwise says to sign up through the studio", () => {
    const withBrowse = rowAction(aSession(), aClass(), { kind: "registration", browse: "https://x.example/classes" }, "en-US");
    expect(withBrowse).toEqual({ kind: "link", href: "https://x.example/classes", label: "Sign up through the studio", full: false, to: "browse", perSession: false });
    expect(rowAction(aSession(), aClass(), { kind: "registration", browse: null }, "en-US")).toEqual({ kind: "note", label: "Sign up through the studio" });
  });
});

describe("a row with no way to sign up online (issue 22, surviving mutants)", () => {
  it("says to contact the studio", () => {
    expect(rowAction(aSession(), aClass(), { kind: "unavailable" }, "en-US")).toEqual({ kind: "note", label: "Contact the studio to sign up" });
  });
});
