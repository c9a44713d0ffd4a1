/**
 * fast-check generators for whole studios the spec allows (issue 22, "Random studios").
 *
 * An arbitrary yields a `StudioPlan`: every choice, with dates as days from the studio's
 * today and references as indexes, so fast-check can shrink it. `materializeStudio`
 * turns a plan into the `StudioData` the emulator serves, on the day it runs, and checks
 * every record against the API's zod schemas: a generator slip fails at once, naming the
 * record, instead of passing as a finding about the site.
 */
import fc from "fast-check";
import type { z } from "zod";
import type {
  AppointmentService,
  Capacity,
  CatalogGroup,
  Category,
  Class,
  ClassInstance,
  Location,
  MembershipPrice,
  MembershipType,
  RegistrationDetail,
  TrialClass,
} from "../../src/api/schemas/index.ts";
import { plainText } from "../../src/page-rules/text.ts";
import { studioDataSchema } from "../../src/emulator/studio-data-file.ts";
import type { StudioData } from "../../src/emulator/index.ts";
import { BAD_COLORS, IMG, SCRIPT, UNSAFE_URLS } from "../fixtures/hostile-snapshot.ts";
import { clockChanges, localDateAt, shiftDate } from "./zone-clock.ts";

/** Zones with a spring gap and an autumn overlap (whole, half-hour and 45-minute offsets), and some without. */
export const ZONES = [
  "America/New_York",
  "Europe/London",
  "Australia/Lord_Howe",
  "America/Santiago",
  "Pacific/Chatham",
  "America/St_Johns",
  "Asia/Kolkata",
  "Pacific/Kiritimati",
  "Etc/UTC",
] as const;

// ---------------------------------------------------------------------------
// Text: markup, entities, right-to-left, emoji, combining marks, CJK, control and
// space characters, in every free-text field.
// ---------------------------------------------------------------------------

/**
 * A page may put two API texts side by side ("<price name> <billing summary>"): a text's
 * first word is one of LEAD and its last word never is, so two texts never meet in a
 * doubled word the scan would blame on the site, while a site word next to API text
 * ("Adult Classes classes") still can.
 */
const LEAD = ["Ballet", "Tap", "Jazz", "Yoga", "Judo", "Swim", "Pottery", "Kids", "Adult", "Beginners", "Teens"];
// No "Class" or "Session": a fact labelled "Class" beside a class the studio named "Ballet Class" is the
// studio's wording, which the scan's label-said-twice rule would blame on the site.
const WORDS = [...LEAD, "Studio", "Level", "Spring", "Camp", "Club", "Dance", "Music", "Group", "Team"];
const LEAD_WORDS = new Set(LEAD.map((word) => word.toLowerCase()));
const MARKUP = [
  SCRIPT,
  IMG,
  "&lt;img src=x onerror=alert(1)&gt;",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  '<b onmouseover="alert(1)">bold</b>',
  "</title><script>alert(2)</script>",
  "<!--",
  "]]>",
  "<style>body{display:none}</style>",
  '<a href="javascript:alert(1)">link</a>',
  "&amp;",
  "&nbsp;",
  "&#x202E;",
  "{{ x }}",
  "${x}",
  "`tick`",
  '"quotes"',
  "'single'",
  "\\",
  "<",
  ">",
  "&",
];
const SCRIPTS = ["مرحبا بالعالم", "שלום", "\u202Eevil.exe\u202C", "\u200F", "\u200D", "🩰", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇨🇱", "e\u0301", "Z\u0351\u0362\u034e\u0489", "n\u0303", "バレエ", "太极拳", "İstanbul", "straße", "Ωμέγα"];
const SPACES = ["\u00A0", "\t", "\n", "\r\n", "  ", "\u2028", "\u0007", "\u0000"];

const token = fc.oneof(
  { arbitrary: fc.constantFrom(...WORDS), weight: 6 },
  { arbitrary: fc.constantFrom(...MARKUP), weight: 2 },
  { arbitrary: fc.constantFrom(...SCRIPTS), weight: 2 },
  { arbitrary: fc.constantFrom(...SPACES), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 6 }), weight: 1 },
);

/**
 * The contradiction scan reads a page's words: API text that by itself reads as a
 * contradiction (a class the studio named "Full", "Tap Tap", "45 min" in a card beside
 * its time range) is the studio's words, not the site's, so it is not generated.
 */
const SCAN_TRIGGERS = [
  /\b([A-Za-z]{3,})\s+\1\b/i,
  /\b[\w&]*s['’]s\b/i,
  /\bfull\b/i,
  /open enrollment|by invitation|sign up|\bregister\b|\bbook\b|waitlist|cancel/i,
  /\d\s*(AM|PM|min|hr)\b/i,
  /\b(min|hr|ages?)\b/i,
];
/** Raw, and as a page shows it (markup dropped, entities decoded: "<b>bold</b> <b>bold</b>" reads "bold bold"). */
const neutral = (value: string) => {
  // An HTML parser drops NUL and other controls, so "Adult \u0000 Adult" reads "Adult  Adult".
  const shown = plainText(value).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  if (![value, shown].every((text) => !SCAN_TRIGGERS.some((pattern) => pattern.test(text)))) return false;
  const words = (shown.match(/[A-Za-z]{3,}/g) ?? []).map((word) => word.toLowerCase());
  return words.length === 0 || (LEAD_WORDS.has(words[0]!) && !LEAD_WORDS.has(words.at(-1)!));
};
const nonBlank = (value: string) => value.trim() !== "";

/** Free text of `min`..`max` tokens, never blank (spec convention 3: blank is null). */
export const freeText = (max: number, min = 1) =>
  fc
    .array(token, { minLength: min, maxLength: max })
    .map((tokens) => tokens.join(" "))
    .filter((value) => nonBlank(value) && neutral(value));

// ---------------------------------------------------------------------------
// Links: the schema keeps link fields plain strings (src/api/schemas/primitives.ts), so
// anything a studio might type goes in; the sync keeps it, and the site links only http(s).
// ---------------------------------------------------------------------------

const SAFE_LINKS = [
  "https://studio.example.com/checkout/123",
  "https://studio.example.com/a?b=1&c=<b>&d=\"x\"",
  'https://studio.example.com/"onmouseover="alert(1)',
  "http://例え.jp/パス?q=バレエ",
  "https://studio.example.com/#frag",
  "HTTPS://STUDIO.EXAMPLE.COM/UPPER",
  "https://user:pass@studio.example.com:8443/x",
];
const ODD_LINKS = [...UNSAFE_URLS, "mailto:owner@studio.example.com", "tel:+15550100", "ftp://files.example.com/x", "https://", "   ", "not a url"];
export const link = fc.oneof({ arbitrary: fc.constantFrom(...SAFE_LINKS), weight: 3 }, { arbitrary: fc.constantFrom(...ODD_LINKS), weight: 2 });

// ---------------------------------------------------------------------------
// Small values
// ---------------------------------------------------------------------------

const cents = fc.oneof(fc.constantFrom(0, 1, 99, 100, 1999, 2_147_483_647, Number.MAX_SAFE_INTEGER), fc.nat({ max: 1_000_000 }));
const priceDisplay = fc.oneof(fc.constantFrom("$19.99", "Free", "19,99 €", "¥2,000", "CLP 15.000", "$0.01/mo", "Call us"), freeText(4));
const minutes = fc.oneof(fc.constantFrom(0, 1, 45, 60, 90, 1439, 1440, 10_000), fc.nat({ max: 600 }));
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null, freq: 3 });
const smallCount = fc.oneof(fc.constantFrom(0, 1, 2), fc.nat({ max: 1000 }));
const ageRange = nullable(fc.tuple(nullable(fc.nat({ max: 99 })), nullable(fc.nat({ max: 99 }))).map(([a, b]) => ({ min: a !== null && b !== null ? Math.min(a, b) : a, max: a !== null && b !== null ? Math.max(a, b) : b })));
const instructor = fc.record({ first_name: nullable(freeText(2)), last_name: nullable(freeText(2)) });
const color = nullable(fc.oneof(fc.constantFrom("#a1b2c3", "#ABC", "#000000", "#ffffff", "red", ...BAD_COLORS)));
const hourMinute = fc.tuple(fc.nat({ max: 23 }), fc.nat({ max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`);
const pad = (value: number) => String(value).padStart(2, "0");

/** Spec 2.2 capacity rules: spots = max - enrolled, never below 0; null without a cap. */
const capacity = fc.oneof(
  fc.record({ max: fc.constant(null), enrolled: smallCount }).map(({ enrolled }): Capacity => ({ max: null, enrolled, spots_remaining: null })),
  fc
    .tuple(fc.oneof(fc.constantFrom(0, 1, 12), fc.nat({ max: 500 })), fc.integer({ min: -3, max: 3 }), fc.nat({ max: 500 }))
    .map(([max, near, any]): Capacity => {
      const enrolled = Math.max(0, any % 3 === 0 ? any : max + near);
      return { max, enrolled, spots_remaining: Math.max(0, max - enrolled) };
    }),
);

// ---------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------

export type Scale = "demo" | "large";

/** A dated session: on a day of the window, or in the clocks' spring gap or autumn overlap. */
const sessionPlan = fc.record({
  when: fc.oneof(
    fc.record({ kind: fc.constant("day" as const), day: fc.integer({ min: -4, max: 400 }), time: nullable(fc.tuple(fc.nat({ max: 23 }), fc.nat({ max: 59 }), fc.constantFrom(0, 0, 0, 30, 59))) }),
    fc.record({ kind: fc.constantFrom("gap" as const, "overlap" as const), change: fc.nat(), fraction: fc.double({ min: 0, max: 0.99, noNaN: true }), second: fc.constantFrom(0, 0, 30) }),
  ),
  duration: nullable(minutes),
  status: fc.constantFrom("scheduled", "scheduled", "scheduled", "cancelled", "completed"),
  instructor: nullable(instructor),
  capacity,
  checkout: nullable(link),
});
interface SessionPlanShape {
  when:
    | { kind: "day"; day: number; time: [number, number, number] | null }
    | { kind: "gap" | "overlap"; change: number; fraction: number; second: number };
  duration: number | null;
  status: ClassInstance["status"];
  instructor: ClassInstance["instructor"];
  capacity: Capacity;
  checkout: string | null;
}

const billing = fc.oneof(
  fc.constant({ is_recurring: false, interval_value: null, interval_unit: null }),
  fc.record({ is_recurring: fc.constant(true), interval_value: fc.oneof(fc.constantFrom(1, 2, 4, 12), fc.nat({ max: 52 })), interval_unit: nullable(fc.constantFrom("weeks" as const, "months" as const)) }),
);

function classPlan(scale: Scale) {
  return fc.record({
    name: freeText(scale === "large" ? 40 : 5),
    description: nullable(freeText(scale === "large" ? 400 : 25)),
    oneTime: fc.boolean(),
    scheduleDescription: nullable(freeText(6)),
    daySchedules: nullable(fc.dictionary(fc.constantFrom("0", "1", "2", "3", "4", "5", "6"), fc.array(fc.record({ time: hourMinute, duration: nullable(minutes) }), { maxLength: 3 }), { maxKeys: 7 })),
    duration: minutes,
    startDay: nullable(fc.integer({ min: -400, max: 60 })),
    /** Days after the start (or today): negative ends the class before today. */
    endDay: nullable(fc.integer({ min: -30, max: 400 })),
    model: fc.constantFrom("session_based" as const, "per_instance" as const),
    type: fc.constantFrom("open" as const, "drop_in" as const, "seasonal" as const, "closed" as const),
    price: nullable(cents),
    priceDisplay,
    billing,
    category: nullable(fc.nat()),
    location: nullable(fc.nat()),
    instructors: fc.array(instructor, { maxLength: scale === "large" ? 40 : 3 }),
    ageRange,
    capacity,
    image: nullable(link),
    checkout: link,
    browse: link,
    store: link,
    /** Generated sessions (0, a few, or 500: more than two pages of the instances endpoint) and hand-picked ones. */
    bulk: fc.record({ count: scale === "large" ? fc.oneof(fc.constant(0), fc.nat({ max: 30 }), fc.constant(500)) : fc.oneof(fc.constant(0), fc.nat({ max: 12 })), seed: fc.nat() }),
    sessions: fc.array(sessionPlan, { maxLength: 8 }),
  });
}

const window = fc.record({ start: fc.integer({ min: -2, max: 0 }), end: fc.integer({ min: 0, max: 40 }) });

function trialPlan(scale: Scale) {
  return fc.record({
    name: freeText(scale === "large" ? 30 : 5),
    description: nullable(freeText(scale === "large" ? 200 : 20)),
    image: nullable(link),
    price: cents,
    priceDisplay,
    sessionCount: smallCount,
    days: nullable(fc.uniqueArray(fc.nat({ max: 6 }), { maxLength: 7 })),
    windows: fc.array(fc.record({ start: fc.integer({ min: -60, max: 120 }), length: fc.nat({ max: 90 }) }), { maxLength: 3 }),
    cls: nullable(fc.nat()),
    enroll: nullable(link),
    book: link,
    store: link,
  });
}

/** A registration date-time in any RFC 3339 spelling the schema reads (src/api/schemas/primitives.ts). */
const dateTimePlan = fc.record({ hours: fc.integer({ min: -24 * 60, max: 24 * 120 }), spelling: fc.constantFrom("Z", "offset", "lower", "space", "fraction", "leap") });

function seasonPlan(scale: Scale) {
  const item = fc.record({
    membership: fc.boolean(),
    name: freeText(5),
    description: nullable(freeText(15)),
    required: fc.boolean(),
    price: nullable(cents),
    ref: nullable(fc.nat()),
    duration: nullable(minutes),
    interval: nullable(fc.constantFrom("month", "year", "week", "<b>month</b>")),
    period: nullable(smallCount),
    months: nullable(smallCount),
  });
  return fc.record({
    name: freeText(scale === "large" ? 30 : 5),
    description: nullable(freeText(scale === "large" ? 200 : 20)),
    slug: fc.oneof(fc.constantFrom("fall-2026", "../../etc", "Ünïcode slug", "a"), freeText(3)),
    seasonal: fc.boolean(),
    open: fc.boolean(),
    start: nullable(fc.integer({ min: -200, max: 200 })),
    length: fc.nat({ max: 200 }),
    internal: nullable(dateTimePlan),
    external: nullable(dateTimePlan),
    closes: nullable(dateTimePlan),
    waitlist: fc.boolean(),
    tags: fc.array(freeText(2), { maxLength: scale === "large" ? 30 : 3 }),
    register: link,
    billing: fc.record({ value: nullable(smallCount), unit: nullable(fc.oneof(fc.constantFrom("month", "months", "week", "year"), freeText(2))), timing: nullable(freeText(4)) }),
    groups: fc.array(
      fc.record({ name: freeText(4), description: nullable(freeText(12)), view: fc.boolean(), sortOrder: fc.integer({ min: -5, max: 100 }), items: fc.array(item, { maxLength: scale === "large" ? 120 : 4 }) }),
      { maxLength: scale === "large" ? 4 : 3 },
    ),
  });
}

/** Spec 2.10 price forms: ongoing, a fixed number of charges over a term, and pay-in-full. */
const pricePlan = fc.record({
  name: freeText(4),
  amount: cents,
  currency: fc.constantFrom("USD", "USD", "EUR", "GBP", "JPY", "CLP", "KWD", "usd"),
  display: priceDisplay,
  interval: fc.constantFrom("month" as const, "year" as const),
  period: fc.oneof(fc.constantFrom(1, 3, 6, 12), smallCount),
  form: fc.constantFrom("ongoing", "duration", "fixed", "pay-in-full"),
  charges: fc.integer({ min: 2, max: 36 }),
  months: fc.oneof(fc.constantFrom(1, 3, 12), smallCount),
  startDay: fc.integer({ min: -100, max: 100 }),
  length: fc.nat({ max: 400 }),
  summary: freeText(10),
  checkout: link,
});

function membershipPlan(scale: Scale) {
  return fc.record({
    name: freeText(scale === "large" ? 30 : 5),
    description: nullable(freeText(scale === "large" ? 200 : 20)),
    benefits: fc.array(freeText(6), { maxLength: scale === "large" ? 60 : 4 }),
    image: nullable(link),
    prices: fc.array(pricePlan, { maxLength: scale === "large" ? 12 : 3 }),
    checkout: link,
    detail: link,
  });
}

function servicePlan(scale: Scale) {
  return fc.record({
    name: freeText(scale === "large" ? 30 : 5),
    description: nullable(freeText(scale === "large" ? 200 : 20)),
    duration: minutes,
    price: cents,
    priceDisplay,
    selfService: fc.boolean(),
    approval: fc.boolean(),
    minHours: nullable(smallCount),
    maxDays: nullable(smallCount),
    cancelHours: nullable(smallCount),
    image: nullable(link),
    book: link,
  });
}

const operatingHours = nullable(
  fc.oneof(
    fc.record({ monday: fc.constantFrom("9:00–17:00", "<b>9–5</b>", "closed"), tuesday: fc.constantFrom("10:00–14:00", SCRIPT) }, { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
  ),
);

function locationPlan(scale: Scale) {
  return fc.record({
    name: freeText(scale === "large" ? 20 : 4),
    address: nullable(freeText(scale === "large" ? 60 : 8)),
    contact: nullable(
      fc.record({
        email: nullable(fc.constantFrom("owner@studio.example.com", "bücher@例え.jp", "not an email", `${SCRIPT}@x.com`, "a@b.c?bcc=x@y.z")),
        phone: nullable(fc.constantFrom("+1 (555) 010-0100", "555.0100 ext. 4", "javascript:alert(1)", "call us", "+56 2 2345 6789")),
      }),
    ),
    hours: operatingHours,
  });
}

/** A list that is usually short and, in a large studio, sometimes longer than one page of the API (100). */
const list = <T>(arbitrary: fc.Arbitrary<T>, scale: Scale, short: number) =>
  scale === "large" ? fc.oneof({ arbitrary: fc.array(arbitrary, { maxLength: short }), weight: 3 }, { arbitrary: fc.array(arbitrary, { minLength: 101, maxLength: 110 }), weight: 1 }) : fc.array(arbitrary, { maxLength: short });

function studioPlanOf(scale: Scale) {
  return fc.record({
    scale: fc.constant(scale),
    timezone: fc.constantFrom(...ZONES),
    /** Covers the zone's next clock change (so the DST sessions fall in the window), or a short or empty window. */
    window: fc.oneof(fc.constant("next-change" as const), fc.constantFrom(0, 1, 7, 30)),
    name: freeText(scale === "large" ? 20 : 4),
    slug: fc.constantFrom("brightside", "ünï-slug", "a"),
    categories: list(fc.record({ name: freeText(scale === "large" ? 10 : 3), color, sortOrder: fc.integer({ min: -10, max: 10 }) }), scale, 5),
    locations: list(locationPlan(scale), scale, 4),
    classes: fc.array(classPlan(scale), { maxLength: scale === "large" ? 6 : 5 }),
    trials: list(trialPlan(scale), scale, 3),
    seasons: fc.array(seasonPlan(scale), { maxLength: scale === "large" ? 4 : 3 }),
    memberships: list(membershipPlan(scale), scale, 3),
    services: list(servicePlan(scale), scale, 3),
  });
}

export type StudioPlan = ReturnType<typeof studioPlanOf> extends fc.Arbitrary<infer T> ? T : never;

export interface StudioArbitraryOptions {
  /** Share of studios with huge lists and long text (0..1). Default 0.25. */
  largeShare?: number;
}

/** Whole studios: demo-sized ones (the page-weight budget applies) and large ones. */
export function studioArbitrary(options: StudioArbitraryOptions = {}): fc.Arbitrary<StudioPlan> {
  const largeShare = options.largeShare ?? 0.25;
  if (largeShare <= 0) return studioPlanOf("demo");
  if (largeShare >= 1) return studioPlanOf("large");
  const weight = Math.round(largeShare * 100);
  return fc.oneof({ arbitrary: studioPlanOf("demo"), weight: 100 - weight }, { arbitrary: studioPlanOf("large"), weight });
}

// ---------------------------------------------------------------------------
// Materializing a plan on a given day
// ---------------------------------------------------------------------------

export interface MaterializedStudio {
  data: StudioData;
  /** The sync window's length in days after today. */
  daysAhead: number;
  scale: Scale;
}

const KIND_PREFIX = { studio: "10", category: "20", location: "30", class: "40", session: "50", trial: "60", season: "70", group: "71", item: "72", membership: "80", price: "81", service: "90", unknown: "99" } as const;

function idOf(kind: keyof typeof KIND_PREFIX, index: number, sub = 0): string {
  const tail = `${String(sub).padStart(4, "0")}${String(index).padStart(8, "0")}`;
  return `${KIND_PREFIX[kind]}aaaaaa-0000-4000-8000-${tail}`;
}

/** A tiny deterministic generator for the bulk sessions, so 500 of them shrink as one number. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const clock = (minuteOfDay: number, second = 0) => `${pad(Math.floor(minuteOfDay / 60))}:${pad(minuteOfDay % 60)}:${pad(second)}`;

function spell(plan: { hours: number; spelling: string }, nowMs: number): string {
  const instant = new Date(Math.floor(nowMs / 3_600_000) * 3_600_000 + plan.hours * 3_600_000);
  const iso = instant.toISOString().replace(".000Z", "Z");
  switch (plan.spelling) {
    case "offset": {
      // The same instant written at +05:30.
      const local = new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 19);
      return `${local}+05:30`;
    }
    case "lower":
      return iso.replace("T", "t").replace("Z", "z");
    case "space":
      return iso.replace("T", " ");
    case "fraction":
      return iso.replace("Z", ".000000Z");
    case "leap": {
      // 23:59:60 style: the second before the hour, written as :60 of the minute before.
      const before = new Date(instant.getTime() - 60_000).toISOString().slice(0, 17);
      return `${before}60Z`;
    }
    default:
      return iso;
  }
}

function check<T>(schema: z.ZodType<T>, record: unknown, what: string): void {
  const result = schema.safeParse(record);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`The random-studio generator made an invalid ${what}: ${issues}\n${JSON.stringify(record).slice(0, 2000)}`);
  }
}

/**
 * The studio a plan describes, on the day `now` falls on in its zone: the emulator's
 * data, with every record validated by the API's schemas. JSON-round-tripped, so it is
 * exactly what the emulator serves (-0 is 0 on the wire).
 */
export function materializeStudio(original: StudioPlan, now: Date): MaterializedStudio {
  const plan = withDistinctEndings(original);
  const zone = plan.timezone;
  const today = localDateAt(now.getTime(), zone);
  const day = (offset: number) => shiftDate(today, offset);
  const changes = clockChanges(zone, shiftDate(today, -1), 400);
  const nextChange = changes.find((change) => change.date >= today);
  const daysAhead =
    plan.window === "next-change" ? (nextChange ? Math.min(366, dayDiff(today, nextChange.date) + 3) : 30) : plan.window;

  const categories: Category[] = plan.categories.map((category, index) => ({
    id: idOf("category", index),
    name: category.name,
    color: category.color,
    sort_order: category.sortOrder,
  }));
  const locations: Location[] = plan.locations.map((location, index) => ({
    id: idOf("location", index),
    name: location.name,
    address: location.address,
    contact_info: location.contact,
    operating_hours: location.hours as Location["operating_hours"],
  }));
  const pick = <T>(records: readonly T[], index: number | null): T | null => (index === null || records.length === 0 ? null : records[index % records.length]!);

  const classes: Class[] = [];
  const instances: ClassInstance[] = [];
  plan.classes.forEach((cp, classIndex) => {
    const id = idOf("class", classIndex);
    const category = pick(categories, cp.category);
    const location = pick(locations, cp.location);
    const startDate = cp.startDay === null ? null : day(cp.startDay);
    const sellsDirectly = cp.type === "open" || cp.type === "drop_in";
    const cls: Class = {
      id,
      name: cp.name,
      description: cp.description,
      schedule_type: cp.oneTime ? "one-time" : "recurring",
      schedule_description: cp.oneTime ? null : cp.scheduleDescription,
      day_schedules: cp.oneTime ? null : cp.daySchedules,
      duration_minutes: cp.duration,
      start_date: startDate,
      end_date: cp.endDay === null ? null : shiftDate(startDate ?? today, cp.endDay),
      enrollment_model: cp.model,
      enrollment_type: cp.type,
      price_cents: cp.price,
      price_display: cp.priceDisplay,
      billing: cp.billing,
      category: category && { id: category.id, name: category.name, color: category.color },
      location: location && { id: location.id, name: location.name },
      instructors: cp.instructors,
      age_range: cp.ageRange,
      capacity: cp.capacity,
      featured_image_url: cp.image,
      links: { checkout: sellsDirectly ? cp.checkout : null, browse: cp.browse, store: cp.store },
    };
    if (cls.end_date !== null && cls.start_date !== null && cls.end_date < cls.start_date) cls.end_date = cls.start_date;
    classes.push(cls);

    // Spec 2.5: a session's own checkout only for drop-in classes sold directly.
    const ownCheckout = cp.model === "per_instance" && sellsDirectly;
    const session = (sub: number, date: string, time: string | null, sp: Omit<SessionPlanShape, "when">): ClassInstance => ({
      id: idOf("session", classIndex, sub),
      class_id: id,
      date,
      time,
      duration_minutes: sp.duration,
      status: sp.status,
      instructor: sp.instructor,
      capacity: sp.capacity,
      links: { checkout: ownCheckout ? sp.checkout : null },
    });
    const random = mulberry32(cp.bulk.seed);
    for (let index = 0; index < cp.bulk.count; index += 1) {
      const offset = Math.floor(random() * (daysAhead + 6)) - 3;
      const time = random() < 0.1 ? null : clock(Math.floor(random() * 1440));
      const status = random() < 0.1 ? "cancelled" : random() < 0.05 ? "completed" : "scheduled";
      const max = random() < 0.3 ? null : Math.floor(random() * 20);
      const enrolled = max === null ? Math.floor(random() * 5) : Math.floor(random() * (max + 2));
      instances.push(
        session(index, day(offset), time, {
          duration: random() < 0.5 ? null : Math.floor(random() * 120),
          status,
          instructor: random() < 0.5 ? null : { first_name: "Ana", last_name: null },
          capacity: { max, enrolled, spots_remaining: max === null ? null : Math.max(0, max - enrolled) },
          checkout: "https://studio.example.com/session",
        }),
      );
    }
    (cp.sessions as SessionPlanShape[]).forEach((sp, index) => {
      const { date, time } = sessionWhen(sp.when, today, changes);
      instances.push(session(1000 + index, date, time, sp));
    });
  });

  const trialClasses: TrialClass[] = plan.trials.map((tp, index) => {
    const cls = pick(classes, tp.cls);
    return {
      id: idOf("trial", index),
      name: tp.name,
      description: tp.description,
      featured_image_url: tp.image,
      price_cents: tp.price,
      price_display: tp.priceDisplay,
      session_count: tp.sessionCount,
      start_restriction: tp.days === null ? "any" : "specific_days",
      valid_start_days: tp.days,
      availability_windows: tp.windows.map((w) => ({ start_date: day(w.start), end_date: day(w.start + w.length) })),
      class: cls && { id: cls.id, name: cls.name, schedule_description: cls.schedule_description, age_range: cls.age_range },
      links: { enroll: tp.enroll, book: tp.book, store: tp.store },
    };
  });

  const membershipTypes: MembershipType[] = plan.memberships.map((mp, index) => {
    const prices: MembershipPrice[] = mp.prices.map((pp, priceIndex) => {
      const term: MembershipPrice["term"] =
        pp.form === "ongoing"
          ? { mode: "none", months: null, starts_on: null, ends_on: null }
          : pp.form === "fixed"
            ? { mode: "fixed", months: null, starts_on: day(pp.startDay), ends_on: day(pp.startDay + pp.length) }
            : { mode: "duration", months: pp.months, starts_on: null, ends_on: null };
      return {
        id: idOf("price", index, priceIndex),
        name: pp.name,
        amount_cents: pp.amount,
        currency: pp.currency,
        price_display: pp.display,
        billing_interval: pp.interval,
        billing_period: pp.period,
        is_one_time: pp.form === "pay-in-full",
        charges: pp.form === "pay-in-full" ? 1 : pp.form === "ongoing" ? null : pp.charges,
        term,
        billing_summary: pp.summary,
        links: { checkout: pp.checkout },
      };
    });
    return {
      id: idOf("membership", index),
      name: mp.name,
      description: mp.description,
      benefits: mp.benefits,
      featured_image_url: mp.image,
      prices,
      links: { checkout: prices.length === 0 ? null : mp.checkout, detail: mp.detail },
    };
  });

  const nowMs = now.getTime();
  const registrations: RegistrationDetail[] = plan.seasons.map((sp, index) => {
    const start = sp.seasonal ? day(sp.start ?? 0) : sp.start === null ? null : day(sp.start);
    const groups: CatalogGroup[] = sp.groups.map((gp, groupIndex) => ({
      id: idOf("group", index, groupIndex),
      name: gp.name,
      description: gp.description,
      visibility_mode: gp.view ? "view" : "select",
      sort_order: gp.sortOrder,
      items: gp.items.map((ip, itemIndex) => {
        const itemId = idOf("item", index, groupIndex * 1000 + itemIndex);
        if (ip.membership) {
          const type = pick(membershipTypes, ip.ref);
          return {
            id: itemId,
            item_type: "membership" as const,
            name: ip.name,
            description: ip.description,
            is_required: ip.required,
            price_cents: ip.price,
            class: null,
            membership: {
              type_id: type?.id ?? idOf("unknown", index, itemIndex),
              price_id: type?.prices[0]?.id ?? null,
              billing_interval: ip.interval,
              billing_period: ip.period,
              duration_months: ip.months,
            },
          };
        }
        const cls = pick(classes, ip.ref);
        return {
          id: itemId,
          item_type: "class" as const,
          name: ip.name,
          description: ip.description,
          is_required: ip.required,
          price_cents: ip.price,
          class: {
            id: cls?.id ?? idOf("unknown", index, itemIndex),
            duration_minutes: cls ? cls.duration_minutes : ip.duration,
            category: cls?.category ?? null,
            location: cls?.location ?? null,
          },
          membership: null,
        };
      }),
    }));
    return {
      id: idOf("season", index),
      name: sp.name,
      description: sp.description,
      slug: sp.slug,
      registration_type: sp.seasonal ? "seasonal" : "unlimited",
      status: sp.open ? "open" : "closed",
      season_starts_at: start,
      season_ends_at: sp.seasonal ? shiftDate(start!, sp.length) : null,
      registration_window: {
        internal_opens_at: sp.internal && spell(sp.internal, nowMs),
        external_opens_at: sp.external && spell(sp.external, nowMs),
        closes_at: sp.closes && spell(sp.closes, nowMs),
      },
      waitlist_enabled: sp.waitlist,
      tags: sp.tags,
      links: { register: sp.register },
      billing: { interval_value: sp.billing.value, interval_unit: sp.billing.unit, first_payment_timing: sp.billing.timing },
      catalog_groups: groups,
    };
  });

  const appointmentServices: AppointmentService[] = plan.services.map((sp, index) => ({
    id: idOf("service", index),
    name: sp.name,
    description: sp.description,
    duration_minutes: sp.duration,
    price_cents: sp.price,
    price_display: sp.priceDisplay,
    allow_self_service_booking: sp.selfService,
    booking_approval_required: sp.approval,
    min_advance_booking_hours: sp.minHours,
    max_advance_booking_days: sp.maxDays,
    cancellation_deadline_hours: sp.cancelHours,
    featured_image_url: sp.image,
    // Spec 4.4: only self-service services carry a booking link.
    links: { book: sp.selfService ? sp.book : null },
  }));

  const data: StudioData = JSON.parse(
    JSON.stringify({
      studio: { id: idOf("studio", 0), name: plan.name, slug: plan.slug },
      timezone: zone,
      classes,
      instances,
      categories,
      trialClasses,
      registrations,
      membershipTypes,
      appointmentServices,
      locations,
    }),
  );
  check(studioDataSchema, data, "studio");
  return { data, daysAhead, scale: plan.scale };
}

const TEXT_KEYS = new Set(["name", "description", "scheduleDescription", "priceDisplay", "display", "summary", "address", "first_name", "last_name", "timing", "benefits", "tags"]);
const TAG_LETTERS = "bcdfghjklmnpqrstvwxz";

/**
 * Every free text with words in it ends in its own made-up word ("Zqbd"): a page that
 * sets two API texts side by side (an item's name, then its membership's) could
 * otherwise repeat one's ending in the other by chance, which the scan would rightly
 * call a repetition but which is the generator's coincidence, not the site's. Texts
 * without a Latin word (markup only, emoji, right-to-left) stay as generated, so the
 * site's fallbacks for names that show as nothing are still exercised.
 */
function withDistinctEndings(plan: StudioPlan): StudioPlan {
  let next = 0;
  const tag = () => {
    let n = next++;
    let word = "";
    do {
      word += TAG_LETTERS[n % TAG_LETTERS.length];
      n = Math.floor(n / TAG_LETTERS.length);
    } while (n > 0);
    return `Zq${word}`;
  };
  const visit = (value: unknown, textual: boolean): unknown => {
    if (typeof value === "string") return textual && /[A-Za-z]{3,}/.test(plainText(value)) ? `${value} ${tag()}` : value;
    if (Array.isArray(value)) return value.map((item) => visit(item, textual));
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, visit(field, TEXT_KEYS.has(key))]));
  };
  return visit(plan, false) as StudioPlan;
}

function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A session's local date and time: on a day of the window, or inside the zone's gap or overlap. */
function sessionWhen(when: SessionPlanShape["when"], today: string, changes: ReturnType<typeof clockChanges>): { date: string; time: string | null } {
  if (when.kind === "day") {
    const [hour, minute, second] = when.time ?? [0, 0, 0];
    return { date: shiftDate(today, when.day), time: when.time === null ? null : `${pad(hour)}:${pad(minute)}:${pad(second)}` };
  }
  const ofKind = changes.filter((change) => (when.kind === "gap" ? change.shiftMinutes > 0 : change.shiftMinutes < 0));
  const change = ofKind[when.change % Math.max(1, ofKind.length)];
  if (!change) return { date: shiftDate(today, 1 + (when.change % 30)), time: clock(150, when.second) };
  const span = Math.abs(change.shiftMinutes);
  const into = Math.floor(when.fraction * span);
  // A gap runs from the change for `span` minutes; an overlap for `span` minutes before it (read on the new offset).
  let minute = when.kind === "gap" ? change.atMinute + into : change.atMinute - span + into;
  let date = change.date;
  if (minute < 0) {
    minute += 1440;
    date = shiftDate(date, -1);
  }
  if (minute >= 1440) {
    minute -= 1440;
    date = shiftDate(date, 1);
  }
  return { date, time: clock(minute, when.second) };
}
