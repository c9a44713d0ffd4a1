import type { Class, MembershipType } from "../../api/schemas/index.ts";
import { EmulatorOptionsError } from "../emulator-options-error.ts";
import type { StudioData } from "../types.ts";
import { buildClasses, type Billing, type ClassSpec, type DatedSession } from "./class-builder.ts";
import { DEMO_TIMEZONE } from "../../core/demo-timezone.ts";
import { hostedPages } from "./hosted-pages.ts";
import { addDays } from "../../core/local-time.ts";
import { checkToday, seasonOfYear, yearOf } from "./demo-dates.ts";
import { createRandom, stableId, type Random, weekly } from "./building-blocks.ts";
import { buildSeason, type GroupSpec, type ItemSpec, type SeasonSpec } from "./season-builder.ts";
import { buildStudioBasics, INSTRUCTORS, type StudioBasics } from "./studio-basics.ts";
import { buildTrial, type TrialSpec } from "./trial-builder.ts";

export interface GenerateStudioOptions {
  classes: number;
  seasons: number;
  /** Sessions are generated up to this many days ahead; default 90. */
  daysAhead?: number;
  /** YYYY-MM-DD in America/New_York; default today there. */
  today?: string;
  /** Default 1. */
  seed?: number;
}

const STUDIO = { name: "Grand Avenue Movement Collective", slug: "grand-avenue-movement" } as const;
const DAYS_BEHIND = 7;
const LEVELS = ["Intro", "Level 1", "Level 2", "Level 3", "Advanced", "Open Level"];
const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const TAGS = ["Dance", "Gymnastics", "Recital", "Camp", "Competition", "Adults", "Preschool", "Workshops"];

function checkCount(name: string, value: number | undefined, min: number): void {
  if (value !== undefined && !(Number.isInteger(value) && value >= min)) {
    throw new EmulatorOptionsError(`Expected \`${name}\` to be a whole number of at least ${min}, got ${value}.`);
  }
}

function generatedClassSpec(index: number, random: Random, basics: StudioBasics, daysAhead: number): ClassSpec {
  const categories = Object.values(basics.categories);
  const locations = Object.values(basics.locations);
  const instructors = Object.values(INSTRUCTORS);
  const category = random.chance(0.05) ? null : random.pick(categories);
  const location = random.chance(0.05) ? null : random.pick(locations);
  const durationMinutes = 30 + 15 * random.int(0, 6);
  const time = `${String(random.int(9, 20)).padStart(2, "0")}:${random.pick(["00", "15", "30", "45"])}`;
  const enrollmentType = random.pick(["open", "open", "open", "open", "seasonal", "seasonal", "seasonal", "drop_in", "drop_in", "closed"] as const);
  const enrollmentModel = enrollmentType === "drop_in" || (enrollmentType === "open" && random.chance(0.2)) ? "per_instance" : "session_based";
  const oneTime = random.chance(0.1);
  const days = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.int(0, 6)))].sort();
  const sessionCount = random.int(1, 5);
  // Consecutive days that all fall inside the window.
  const firstSession = random.int(0, Math.max(0, daysAhead - sessionCount + 1));
  const dated: DatedSession[] = Array.from({ length: sessionCount }, (_, session) => ({
    offsetDays: firstSession + session,
    time,
    duration: durationMinutes,
  }));
  const max = random.chance(0.1) ? null : random.int(6, 30);
  const enrolled = max === null ? random.int(0, 50) : random.chance(0.15) ? max : random.int(0, max);
  const billing: Billing = enrollmentModel === "per_instance" ? "once" : random.pick(["monthly", "monthly", "weekly", "biweekly", "once"] as const);
  const ended = random.chance(0.03);
  const style = category?.name ?? "Movement";
  return {
    key: `generated-class-${index}`,
    name: `${style} ${random.pick(LEVELS)} · ${oneTime ? "Workshop" : days.map((day) => DAY_NAMES[day]).join("/")} · Section ${String(index + 1).padStart(4, "0")}`,
    description: random.chance(0.1) ? null : `A ${style.toLowerCase()} class for ${location?.name ?? "our studio"}.`,
    category,
    location,
    instructors: Array.from({ length: random.int(0, 2) }, () => ({ ...random.pick(instructors) })),
    ageRange: random.chance(0.15) ? null : { min: random.int(3, 12), max: random.chance(0.2) ? null : random.int(13, 18) },
    schedule: oneTime ? { dated } : { weekly: weekly(Object.fromEntries(days.map((day) => [day, [time]]))) },
    durationMinutes,
    startOffsetDays: ended ? -random.int(60, 150) : -random.int(0, 120),
    endOffsetDays: ended ? -random.int(1, 30) : random.chance(0.3) ? null : random.int(daysAhead, daysAhead + 200),
    enrollmentType,
    enrollmentModel,
    priceCents: random.chance(0.05) ? null : random.chance(0.05) ? 0 : 500 * random.int(2, 40),
    billing,
    capacity: { max, enrolled },
    imageName: random.chance(0.5) ? `class-${index + 1}` : null,
  };
}

function generatedSeasonSpec(index: number, random: Random, classes: readonly Class[], memberships: MembershipType[], today: string): SeasonSpec {
  const seasonal = classes.filter((cls) => cls.enrollment_type === "seasonal");
  const pool = seasonal.length > 0 ? seasonal : classes;
  const unlimited = random.chance(0.1);
  const start = random.int(-300, 200);
  const open = random.chance(0.7);
  const classGroups: GroupSpec[] = Array.from({ length: random.int(1, 3) }, (_, group) => ({
    key: `classes-${group}`,
    name: `Class choice ${group + 1}`,
    description: random.chance(0.5) ? null : "Choose the classes your dancer will take.",
    mode: random.chance(0.85) ? "select" : "view",
    items: pool.length === 0 ? [] : Array.from({ length: random.int(3, 10) }, () => {
      const cls = random.pick(pool);
      return { kind: "class", class: cls, priceCents: cls.price_cents, required: random.chance(0.05) } satisfies ItemSpec;
    }),
  }));
  const priced = memberships.filter((type) => type.prices.length > 0);
  const membershipItems: ItemSpec[] = Array.from({ length: random.int(1, 2) }, () => {
    const type = random.pick(priced);
    const price = random.pick(type.prices);
    return { kind: "membership", type, price, priceCents: price.amount_cents, required: random.chance(0.3) };
  });
  const date = addDays(today, start);
  return {
    key: `generated-season-${index}`,
    name: `${seasonOfYear(date)} ${yearOf(date)} Session ${index + 1}`,
    description: random.chance(0.2) ? null : "Weekly classes for the season.",
    type: unlimited ? "unlimited" : "seasonal",
    status: open ? "open" : "closed",
    startsOffsetDays: unlimited ? null : start,
    endsOffsetDays: unlimited ? null : start + random.int(60, 180),
    internalOpens: random.chance(0.5) ? { offsetDays: start - random.int(30, 60), time: "09:00" } : null,
    externalOpens: random.chance(0.8) ? { offsetDays: start - random.int(0, 30), time: "09:00" } : null,
    closes: random.chance(0.6) ? { offsetDays: start + random.int(0, 60), time: "23:59" } : null,
    waitlist: random.chance(0.5),
    tags: [...new Set(Array.from({ length: random.int(0, 3) }, () => random.pick(TAGS)))],
    billing: { interval_value: 1, interval_unit: "month", first_payment_timing: random.pick(["at_signup", "season_start", null]) },
    groups: [...classGroups, { key: "memberships", name: "Memberships", description: null, mode: "select", items: membershipItems }],
  };
}

/**
 * A large studio for benchmarks and scale tests: the demo studio's builders with
 * `classes` classes over its categories and locations, planned for a `daysAhead`
 * window, each with its sessions through its end date (up to a year ahead, as the sync
 * mirrors them), and `seasons` seasons with catalogs. The same options give the same data.
 */
/** How far ahead the generated API has sessions: as far as the sync reads (`CLASS_SESSIONS_MAX_DAYS`). */
const SESSION_HORIZON_DAYS = 366;

export function generateStudio(options: GenerateStudioOptions): StudioData {
  checkCount("classes", options.classes, 1);
  checkCount("seasons", options.seasons, 0);
  checkCount("daysAhead", options.daysAhead, 1);
  checkCount("seed", options.seed, 0);
  const today = checkToday(options.today, DEMO_TIMEZONE);
  const seed = options.seed ?? 1;
  const daysAhead = options.daysAhead ?? 90;
  const idSpace = `${STUDIO.slug}/${seed}`;
  const pages = hostedPages(STUDIO.slug);
  const basics = buildStudioBasics({ idSpace, today, pages, emailDomain: `${STUDIO.slug}.example` });
  const specs = Array.from({ length: options.classes }, (_, index) =>
    generatedClassSpec(index, createRandom(`${idSpace}/class/${index}`), basics, daysAhead),
  );
  const { classes, instances } = buildClasses(specs, {
    today,
    idSpace,
    pages,
    daysBehind: DAYS_BEHIND,
    daysAhead: Math.max(daysAhead, SESSION_HORIZON_DAYS),
    closureDate: daysAhead >= 27 ? addDays(today, 27) : null,
  });
  const memberships = Object.values(basics.membershipTypes);
  const seasonContext = { today, timezone: DEMO_TIMEZONE, idSpace, pages };
  const trialRandom = createRandom(`${idSpace}/trials`);
  const trials: TrialSpec[] = Array.from({ length: 6 }, (_, index) => ({
    key: `generated-trial-${index}`,
    name: `Trial Offer ${index + 1}`,
    description: trialRandom.chance(0.3) ? null : "Try a class before you sign up.",
    imageName: null,
    priceCents: trialRandom.chance(0.5) ? 0 : 500 * trialRandom.int(1, 6),
    sessionCount: trialRandom.int(1, 4),
    validStartDays: trialRandom.chance(0.5) ? null : [trialRandom.int(0, 6)],
    windows: trialRandom.chance(0.5) ? [] : [{ startOffsetDays: -trialRandom.int(0, 30), endOffsetDays: trialRandom.int(10, 90) }],
    class: trialRandom.chance(0.2) ? null : trialRandom.pick(classes),
    enrollPage: trialRandom.chance(0.9),
  }));
  return {
    studio: { id: stableId("studio", STUDIO.slug, seed), name: STUDIO.name, slug: STUDIO.slug },
    timezone: DEMO_TIMEZONE,
    classes,
    instances,
    categories: Object.values(basics.categories),
    trialClasses: trials.map((spec) => buildTrial(spec, idSpace, today, pages)),
    registrations: Array.from({ length: options.seasons }, (_, index) =>
      buildSeason(generatedSeasonSpec(index, createRandom(`${idSpace}/season/${index}`), classes, memberships, today), seasonContext),
    ),
    membershipTypes: memberships,
    appointmentServices: basics.appointmentServices,
    locations: Object.values(basics.locations),
  };
}
