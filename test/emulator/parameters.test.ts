import { describe, expect, it } from "vitest";
import { errorBodySchema, type Class, type ClassInstance, type Registration } from "../../src/api/schemas/index.ts";
import type { StudioData } from "../../src/emulator/index.ts";
import { call, fetchAll, NOW, TODAY, useEmulator } from "./emulator-harness.ts";

/**
 * Spec section 4, parameter by parameter. Every query parameter of every endpoint is
 * exercised with a value that changes the answer (so an emulator that ignored it fails)
 * and with bad values that must give 400 `invalid_request`, never a silent default
 * (convention 6). Expected rows come from the emulator's data through the spec's rule as
 * written here, never from the emulator's own filter code.
 */
const emulator = useEmulator();
const data = (): StudioData => emulator().data;

/** Spec section 4's query parameters, endpoint by endpoint, as the spec's tables list them. */
const SPEC_PARAMETERS: Record<string, readonly string[]> = {
  "/classes": ["category_id", "category_ids", "schedule_type", "day_of_week", "ids", "ends_after", "limit", "offset"],
  "/classes/{classId}/instances": ["from", "to", "status", "limit", "offset"],
  "/categories": ["limit", "offset"],
  "/trial-classes": ["limit", "offset"],
  "/registrations": ["status", "type", "season_after", "season_before", "open_now", "tags", "limit", "offset"],
  "/membership-types": ["limit", "offset"],
  "/appointment-services": ["self_service", "limit", "offset"],
  "/locations": ["limit", "offset"],
};
const LIST_ENDPOINTS = Object.keys(SPEC_PARAMETERS);

/** A drop-in class with completed, cancelled and scheduled sessions, so every status filter has something to drop. */
const busyClass = (): Class => data().classes.find((cls) => cls.name === "Open Gym")!;
const sessionsOfBusyClass = (): ClassInstance[] => data().instances.filter((session) => session.class_id === busyClass().id);
const categoryId = (name: string): string => data().categories.find((category) => category.name === name)!.id;
const classId = (name: string): string => data().classes.find((cls) => cls.name === name)!.id;
/** The main season's first day: one season starts on it, others before and after. */
const mainSeasonStart = (): string => data().registrations.find((season) => season.name.includes("Dance & Gymnastics Season"))!.season_starts_at!;
/** The first end date on or after TODAY: a class ends on it, and an ended class (still listed, spec 4.1) before it. */
const nextEndDate = (): string =>
  data()
    .classes.map((cls) => cls.end_date)
    .filter((end): end is string => end !== null && end >= TODAY)
    .sort()[0]!;
const scheduledDate = (index: number): string => sessionsOfBusyClass().filter((session) => session.status === "scheduled")[index]!.date;

/** Fills `{category:Name}`, `{CATEGORY:Name}` (upper-cased id), `{class:Name}`, `{today}`, `{next-end-date}`, `{main-season-start}`, `{scheduled-date:N}`. */
function fill(template: string): string {
  return template.replace(/\{([\w-]+)(?::([^}]*))?\}/g, (_match, name: string, argument: string | undefined) => {
    switch (name) {
      case "category":
        return categoryId(argument!);
      case "CATEGORY":
        return categoryId(argument!).toUpperCase();
      case "class":
        return classId(argument!);
      case "today":
        return TODAY;
      case "next-end-date":
        return nextEndDate();
      case "main-season-start":
        return mainSeasonStart();
      case "scheduled-date":
        return scheduledDate(Number(argument));
      default:
        throw new Error(`Unknown placeholder {${name}} in a test query.`);
    }
  });
}

/** Spec section 3: open, past `external_opens_at` (or none), before `closes_at` (or none). */
function acceptsPublicSignUpsAt(season: Registration, now: number): boolean {
  const { external_opens_at: opens, closes_at: closes } = season.registration_window;
  return season.status === "open" && (opens === null || now >= Date.parse(opens)) && (closes === null || now < Date.parse(closes));
}

interface FilterCase<T> {
  parameter: string;
  /** The query string without "?"; `{placeholders}` are filled in by `fill`. */
  query: string;
  /** The spec's rule for the rows the answer holds. */
  keeps: (row: T) => boolean;
  /** False for values that mean "no filter" (`all`, `false`): the answer is every row. */
  narrows?: boolean;
}

interface EndpointCases<T> {
  endpoint: string;
  /** The request path. */
  path: () => string;
  /** Every row the endpoint could answer, before any filter. */
  rows: () => T[];
  cases: FilterCase<T>[];
}

const classCases: EndpointCases<Class> = {
  endpoint: "/classes",
  path: () => "/classes",
  rows: () => data().classes,
  cases: [
    { parameter: "category_id", query: "category_id={category:Gymnastics}", keeps: (cls) => cls.category?.id === categoryId("Gymnastics") },
    {
      parameter: "category_id",
      query: "category_id={CATEGORY:Gymnastics}",
      keeps: (cls) => cls.category?.id === categoryId("Gymnastics"),
    },
    {
      parameter: "category_ids",
      query: "category_ids={category:Ballet},{category:Tap}",
      keeps: (cls) => cls.category?.id === categoryId("Ballet") || cls.category?.id === categoryId("Tap"),
    },
    {
      // Spec 4.1: category_ids is ignored when category_id is set.
      parameter: "category_ids",
      query: "category_id={category:Ballet}&category_ids={category:Tap}",
      keeps: (cls) => cls.category?.id === categoryId("Ballet"),
    },
    { parameter: "schedule_type", query: "schedule_type=recurring", keeps: (cls) => cls.schedule_type === "recurring" },
    { parameter: "schedule_type", query: "schedule_type=one-time", keeps: (cls) => cls.schedule_type === "one-time" },
    { parameter: "schedule_type", query: "schedule_type=all", keeps: () => true, narrows: false },
    ...[0, 1, 2, 3, 4, 5, 6].map(
      (day): FilterCase<Class> => ({
        parameter: "day_of_week",
        query: `day_of_week=${day}`,
        keeps: (cls) => (cls.day_schedules?.[String(day) as "0"] ?? []).length > 0,
      }),
    ),
    {
      parameter: "ids",
      query: "ids={class:Tap I},{class:Open Gym},00000000-0000-4000-8000-000000000000",
      keeps: (cls) => cls.id === classId("Tap I") || cls.id === classId("Open Gym"),
    },
    { parameter: "ends_after", query: "ends_after={today}", keeps: (cls) => cls.end_date === null || cls.end_date >= TODAY },
    {
      // On the day itself counts as "on or after".
      parameter: "ends_after",
      query: "ends_after={next-end-date}",
      keeps: (cls) => cls.end_date === null || cls.end_date >= nextEndDate(),
    },
    {
      parameter: "day_of_week",
      query: "schedule_type=recurring&day_of_week=6&ends_after=2000-01-01",
      keeps: (cls) => cls.schedule_type === "recurring" && (cls.day_schedules?.["6"] ?? []).length > 0,
    },
  ],
};

const instanceCases: EndpointCases<ClassInstance> = {
  endpoint: "/classes/{classId}/instances",
  path: () => `/classes/${busyClass().id}/instances`,
  rows: sessionsOfBusyClass,
  cases: [
    // Spec 4.2 defaults: from today in the studio's zone, status scheduled.
    { parameter: "from", query: "", keeps: (session) => session.date >= TODAY && session.status === "scheduled" },
    { parameter: "from", query: "status=all", keeps: (session) => session.date >= TODAY },
    { parameter: "from", query: "status=all&from={scheduled-date:2}", keeps: (session) => session.date >= scheduledDate(2) },
    { parameter: "to", query: "status=all&from=2000-01-01&to={scheduled-date:3}", keeps: (session) => session.date <= scheduledDate(3) },
    {
      parameter: "to",
      query: "from={scheduled-date:1}&to={scheduled-date:4}",
      keeps: (session) => session.status === "scheduled" && session.date >= scheduledDate(1) && session.date <= scheduledDate(4),
    },
    ...(["scheduled", "cancelled", "completed"] as const).map(
      (status): FilterCase<ClassInstance> => ({
        parameter: "status",
        query: `from=2000-01-01&status=${status}`,
        keeps: (session) => session.status === status,
      }),
    ),
    { parameter: "status", query: "from=2000-01-01&status=all", keeps: () => true, narrows: false },
  ],
};

const registrationCases: EndpointCases<Registration> = {
  endpoint: "/registrations",
  path: () => "/registrations",
  rows: () => data().registrations,
  cases: [
    { parameter: "status", query: "status=open", keeps: (season) => season.status === "open" },
    { parameter: "status", query: "status=closed", keeps: (season) => season.status === "closed" },
    { parameter: "status", query: "status=all", keeps: () => true, narrows: false },
    { parameter: "type", query: "type=seasonal", keeps: (season) => season.registration_type === "seasonal" },
    { parameter: "type", query: "type=unlimited", keeps: (season) => season.registration_type === "unlimited" },
    { parameter: "type", query: "type=all", keeps: () => true, narrows: false },
    {
      parameter: "season_after",
      query: "season_after={main-season-start}",
      keeps: (season) => season.season_starts_at !== null && season.season_starts_at >= mainSeasonStart(),
    },
    {
      parameter: "season_before",
      query: "season_before={main-season-start}",
      keeps: (season) => season.season_starts_at !== null && season.season_starts_at <= mainSeasonStart(),
    },
    { parameter: "open_now", query: "open_now=true", keeps: (season) => acceptsPublicSignUpsAt(season, NOW) },
    // The spec gives `true` a rule and no other value one: false filters nothing.
    { parameter: "open_now", query: "open_now=false", keeps: () => true, narrows: false },
    {
      parameter: "tags",
      query: "tags=CAMP,%20recital",
      keeps: (season) => season.tags.some((tag) => ["camp", "recital"].includes(tag.toLowerCase())),
    },
    { parameter: "tags", query: "tags=no-such-tag", keeps: () => false },
  ],
};

const serviceCases: EndpointCases<StudioData["appointmentServices"][number]> = {
  endpoint: "/appointment-services",
  path: () => "/appointment-services",
  rows: () => data().appointmentServices,
  cases: [
    { parameter: "self_service", query: "self_service=true", keeps: (service) => service.allow_self_service_booking },
    { parameter: "self_service", query: "self_service=false", keeps: () => true, narrows: false },
  ],
};

/** One filter case with its endpoint, the row type erased once the rule has been applied. */
interface ParameterCheck {
  endpoint: string;
  parameter: string;
  query: string;
  path: () => string;
  narrows: boolean;
  allIds: () => string[];
  expectedIds: () => string[];
}

const sortedIds = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

function parameterChecks<T extends { id: string }>(table: EndpointCases<T>): ParameterCheck[] {
  return table.cases.map((filter) => ({
    endpoint: table.endpoint,
    parameter: filter.parameter,
    query: filter.query,
    path: table.path,
    narrows: filter.narrows ?? true,
    allIds: () => sortedIds(table.rows()),
    expectedIds: () => sortedIds(table.rows().filter(filter.keeps)),
  }));
}

const filterChecks: ParameterCheck[] = [
  ...parameterChecks(classCases),
  ...parameterChecks(instanceCases),
  ...parameterChecks(registrationCases),
  ...parameterChecks(serviceCases),
];
const withQuery = (path: string, query: string) => (query === "" ? path : `${path}?${query}`);

describe("filters", () => {
  it.each(filterChecks.map((check) => [check.endpoint, check.query || "(no parameters)", check] as const))(
    "GET %s?%s keeps exactly the rows the spec's rule keeps",
    async (_endpoint, _query, check) => {
      const all = check.allIds();
      const expected = check.expectedIds();
      if (check.narrows) {
        // The data must make the parameter matter: ignoring it would answer every row.
        expect(expected.length).toBeLessThan(all.length);
      } else {
        expect(expected).toEqual(all);
      }
      const rows = await fetchAll(emulator(), withQuery(check.path(), fill(check.query)), 100);
      expect(sortedIds(rows)).toEqual(expected);
    },
  );
});

const pathOf = (endpoint: string) => endpoint.replace("{classId}", busyClass().id);
/** Query that puts every row of the endpoint in play, where a default would hide some. */
const everyRow = (endpoint: string) => (endpoint.includes("instances") ? "status=all&from=2000-01-01" : "");

describe.each(LIST_ENDPOINTS)("GET %s pagination", (endpoint) => {
  it("limit and offset cut the page out of the full list, and pagination says so", async () => {
    const path = pathOf(endpoint);
    const filter = everyRow(endpoint);
    const all = await fetchAll(emulator(), withQuery(path, filter), 100);
    expect(all.length).toBeGreaterThan(2);
    const { status, body } = await call(emulator(), withQuery(path, [filter, "limit=1&offset=1"].filter(Boolean).join("&")));
    expect(status).toBe(200);
    expect(body.data.map((row: { id: string }) => row.id)).toEqual([all[1]!.id]);
    expect(body.pagination).toEqual({ total: all.length, limit: 1, offset: 1, has_more: true });
  });

  it("accepts the spec's bounds: limit 1, the largest page, and any offset of at least 0", async () => {
    const largest = endpoint.includes("instances") ? 200 : 100;
    for (const [query, expected] of [
      ["limit=1&offset=0", { limit: 1, offset: 0 }],
      [`limit=${largest}`, { limit: largest, offset: 0 }],
      ["offset=100000", { limit: 50, offset: 100000 }],
    ] as const) {
      const { status, body } = await call(emulator(), `${pathOf(endpoint)}?${query}`);
      expect(status, query).toBe(200);
      expect(body.pagination, query).toMatchObject(expected);
    }
  });

  it("defaults to limit 50 and offset 0", async () => {
    const { body } = await call(emulator(), pathOf(endpoint));
    expect(body.pagination).toMatchObject({ limit: 50, offset: 0 });
    expect(body.data.length).toBe(Math.min(50, body.pagination.total));
  });
});

/** [endpoint, parameter, bad value as sent]: each must be refused, whatever the other parameters. */
const BAD_VALUES: [string, string, string][] = [
  ["/classes", "category_id", "ballet"],
  ["/classes", "category_id", ""],
  ["/classes", "category_ids", "{category:Ballet},ballet"],
  ["/classes", "category_ids", "{category:Ballet},"],
  // Ignored as a filter when category_id is set, but a known parameter all the same.
  ["/classes", "category_ids", "x&category_id={category:Ballet}"],
  ["/classes", "schedule_type", "weekly"],
  ["/classes", "schedule_type", "Recurring"],
  ["/classes", "schedule_type", ""],
  ["/classes", "day_of_week", "7"],
  ["/classes", "day_of_week", "-1"],
  ["/classes", "day_of_week", "monday"],
  ["/classes", "day_of_week", "1.0"],
  ["/classes", "day_of_week", ""],
  ["/classes", "ids", "{class:Tap I},123"],
  ["/classes", "ids", ""],
  ["/classes", "ends_after", "tomorrow"],
  ["/classes", "ends_after", "2025-02-30"],
  ["/classes", "ends_after", "2025-03-01T00:00:00Z"],
  ["/classes/{classId}/instances", "from", "03/10/2025"],
  ["/classes/{classId}/instances", "from", "2025-02-29"],
  ["/classes/{classId}/instances", "to", "2025-13-01"],
  ["/classes/{classId}/instances", "to", ""],
  ["/classes/{classId}/instances", "status", "open"],
  ["/classes/{classId}/instances", "status", "Scheduled"],
  ["/classes/{classId}/instances", "limit", "201"],
  ["/registrations", "status", "draft"],
  ["/registrations", "type", "yearly"],
  ["/registrations", "season_after", "2025"],
  ["/registrations", "season_before", "2025-1-1"],
  ["/registrations", "open_now", "yes"],
  ["/registrations", "open_now", "1"],
  ["/registrations", "open_now", "TRUE"],
  ["/registrations", "open_now", ""],
  ["/registrations", "tags", ""],
  ["/registrations", "tags", "camp,,recital"],
  ["/appointment-services", "self_service", "maybe"],
  ["/appointment-services", "self_service", ""],
  ...LIST_ENDPOINTS.flatMap((endpoint): [string, string, string][] => [
    [endpoint, "limit", "0"],
    [endpoint, "limit", endpoint.includes("instances") ? "201" : "101"],
    [endpoint, "limit", "abc"],
    [endpoint, "limit", "10.5"],
    [endpoint, "limit", ""],
    [endpoint, "limit", "10&limit=20"],
    [endpoint, "offset", "-1"],
    [endpoint, "offset", "two"],
    [endpoint, "offset", "1.5"],
    [endpoint, "offset", "99999999999999999999"],
  ]),
];

describe("400 invalid_request for a bad value of a known parameter", () => {
  it.each(BAD_VALUES)("%s ?%s=%s", async (endpoint, parameter, value) => {
    const response = await call(emulator(), `${pathOf(endpoint)}?${parameter}=${fill(value)}`);
    expect(response.status).toBe(400);
    // Strict: exactly { error: { code, message } }, and the message names the parameter.
    const body = errorBodySchema.parse(response.body);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.message).toContain(`\`${parameter}\``);
  });
});

describe("unknown parameters", () => {
  it.each([
    ["/classes", "unknown_parameter=whatever"],
    // Known on another endpoint, unknown here: ignored, bad value or not.
    ["/classes", "from=not-a-date&status=bogus&self_service=maybe"],
    ["/categories", "category_id=ballet&status=draft"],
    ["/trial-classes", "schedule_type=weekly"],
    ["/membership-types", "open_now=yes"],
    ["/locations", "day_of_week=9"],
    ["/appointment-services", "tags="],
    ["/registrations", "ids=1,2"],
    ["/classes/{classId}/instances", "day_of_week=9&ends_after=never"],
  ])("%s ignores ?%s", async (endpoint, query) => {
    const plain = await call(emulator(), pathOf(endpoint));
    const withUnknown = await call(emulator(), `${pathOf(endpoint)}?${query}`);
    expect(withUnknown.status).toBe(200);
    expect(withUnknown.body).toEqual(plain.body);
  });

  it.each([
    ["/me", "limit=abc"],
    ["/registrations/{registrationId}", "limit=abc&status=draft"],
  ])("%s takes no parameters, so ?%s is ignored", async (endpoint, query) => {
    const path = endpoint.replace("{registrationId}", data().registrations[0]!.id);
    const plain = await call(emulator(), path);
    const withUnknown = await call(emulator(), `${path}?${query}`);
    expect(withUnknown.status).toBe(200);
    expect(withUnknown.body).toEqual(plain.body);
  });
});

describe("coverage of spec section 4", () => {
  it("exercises every parameter of every list endpoint with a value that matters and with bad values", () => {
    const covered = new Set<string>();
    for (const check of filterChecks) covered.add(`${check.endpoint} ${check.parameter}`);
    for (const endpoint of LIST_ENDPOINTS) covered.add(`${endpoint} limit`).add(`${endpoint} offset`);
    const refused = new Set(BAD_VALUES.map(([endpoint, parameter]) => `${endpoint} ${parameter}`));
    const specified = Object.entries(SPEC_PARAMETERS).flatMap(([endpoint, names]) => names.map((name) => `${endpoint} ${name}`));
    expect(specified.filter((name) => !covered.has(name))).toEqual([]);
    expect(specified.filter((name) => !refused.has(name))).toEqual([]);
    // And nothing here that the spec does not name.
    expect([...covered, ...refused].filter((name) => !specified.includes(name))).toEqual([]);
  });
});
