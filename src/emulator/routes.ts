import { ENDPOINT_SCOPES, type EndpointPattern } from "../api/endpoints.ts";
import type { Me, Registration, RegistrationDetail, Scope } from "../api/schemas/index.ts";
import { invalidRequest, notFound } from "./error-reply.ts";
import { categoryOrder, classOrder, instanceOrder, seasonOrder, type UnfixedOrder } from "./orderings.ts";
import { paginate } from "./paginate.ts";
import { isUuid, type QueryReader } from "./query-reader.ts";
import type { EmulatorKey, StudioData } from "./types.ts";

export interface EndpointContext {
  data: StudioData;
  query: QueryReader;
  /** The `{id}` path segment as sent, when the route has one. */
  pathId: string | null;
  /** Today in the studio's zone. */
  today: string;
  /** The emulator clock, ms since the epoch. */
  now: number;
  key: EmulatorKey;
  /** Orders the lists whose order the spec does not fix. */
  unfixedOrder: UnfixedOrder;
}

export interface Route {
  /** As in the spec's endpoint table, e.g. "/classes/{classId}/instances". */
  pattern: EndpointPattern;
  /** Null: any valid key (only `/me`). */
  scope: Scope | null;
  handle(context: EndpointContext): unknown;
}

const PAGE_MAX = 100;
const INSTANCES_PAGE_MAX = 200;

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function pathUuid(context: EndpointContext, name: string): string {
  const id = context.pathId ?? "";
  if (!isUuid(id)) throw invalidRequest(`The ${name} in the path must be a UUID; got "${id}".`);
  return id.toLowerCase();
}

function me(context: EndpointContext): { data: Me } {
  const { key } = context;
  return { data: { studio: context.data.studio, key: { type: key.type, prefix: key.prefix, scopes: [...(key.reportedScopes ?? key.scopes)] } } };
}

/** Spec 4.2: the 404 of a class that does not exist for the studio (or no longer does). */
export const classNotFound = (id: string) => notFound(`No class with id ${id} for this studio. List /classes for the ids that exist.`);
/** Spec 4.5: the 404 of a season that does not exist for the studio (or no longer does). */
export const seasonNotFound = (id: string) =>
  notFound(`No registration season with id ${id} for this studio. List /registrations for the ids that exist.`);

/** Spec 4.1. */
function listClasses({ data, query }: EndpointContext) {
  const categoryId = query.uuid("category_id");
  const categoryIds = query.uuidList("category_ids");
  const scheduleType = query.oneOf("schedule_type", ["recurring", "one-time", "all"], "all");
  const dayOfWeek = query.optionalInteger("day_of_week", { min: 0, max: 6 });
  const ids = query.uuidList("ids");
  const endsAfter = query.date("ends_after");
  const page = query.page(PAGE_MAX);
  // category_ids is ignored when category_id is set.
  const categories = categoryId !== undefined ? [categoryId] : categoryIds;
  const rows = data.classes
    .filter((cls) => categories === undefined || (cls.category !== null && categories.some((id) => sameId(id, cls.category!.id))))
    .filter((cls) => scheduleType === "all" || cls.schedule_type === scheduleType)
    .filter((cls) => dayOfWeek === undefined || (cls.day_schedules?.[String(dayOfWeek) as "0"]?.length ?? 0) > 0)
    .filter((cls) => ids === undefined || ids.some((id) => sameId(id, cls.id)))
    .filter((cls) => endsAfter === undefined || cls.end_date === null || cls.end_date >= endsAfter)
    .sort(classOrder);
  return paginate(rows, page);
}

/** Spec 4.2. */
function listInstances(context: EndpointContext) {
  const { data, query } = context;
  const classId = pathUuid(context, "class id");
  const from = query.date("from") ?? context.today;
  const to = query.date("to");
  const status = query.oneOf("status", ["scheduled", "cancelled", "completed", "all"], "scheduled");
  const page = query.page(INSTANCES_PAGE_MAX);
  if (!data.classes.some((cls) => sameId(cls.id, classId))) {
    throw classNotFound(classId);
  }
  const rows = data.instances
    .filter((session) => sameId(session.class_id, classId))
    .filter((session) => session.date >= from && (to === undefined || session.date <= to))
    .filter((session) => status === "all" || session.status === status)
    .sort(instanceOrder);
  return paginate(rows, page);
}

function listCategories({ data, query }: EndpointContext) {
  const page = query.page(PAGE_MAX);
  return paginate([...data.categories].sort(categoryOrder), page);
}

/** Spec 3: the season takes public sign-ups now. */
export function acceptsPublicSignUps(season: Registration, now: number): boolean {
  const { external_opens_at: opens, closes_at: closes } = season.registration_window;
  return season.status === "open" && (opens === null || Date.parse(opens) <= now) && (closes === null || now < Date.parse(closes));
}

/** The Registration fields of a RegistrationDetail (spec 2.8 vs 2.9). */
function summary(detail: RegistrationDetail): Registration {
  const { billing: _billing, catalog_groups: _groups, ...registration } = detail;
  return registration;
}

/** Spec 4.3. */
function listRegistrations({ data, query, now }: EndpointContext) {
  const status = query.oneOf("status", ["open", "closed", "all"], "all");
  const type = query.oneOf("type", ["seasonal", "unlimited", "all"], "all");
  const after = query.date("season_after");
  const before = query.date("season_before");
  const openNow = query.boolean("open_now");
  const tags = query.list("tags")?.map((tag) => tag.toLowerCase());
  const page = query.page(PAGE_MAX);
  const rows = data.registrations
    .map(summary)
    .filter((season) => status === "all" || season.status === status)
    .filter((season) => type === "all" || season.registration_type === type)
    .filter((season) => after === undefined || (season.season_starts_at !== null && season.season_starts_at >= after))
    .filter((season) => before === undefined || (season.season_starts_at !== null && season.season_starts_at <= before))
    .filter((season) => openNow !== true || acceptsPublicSignUps(season, now))
    .filter((season) => tags === undefined || season.tags.some((tag) => tags.includes(tag.toLowerCase())))
    .sort(seasonOrder);
  return paginate(rows, page);
}

function getRegistration(context: EndpointContext) {
  const id = pathUuid(context, "registration id");
  const season = context.data.registrations.find((candidate) => sameId(candidate.id, id));
  if (!season) throw seasonNotFound(id);
  return { data: season };
}

/** Spec 4.4. */
function listAppointmentServices({ data, query, unfixedOrder }: EndpointContext) {
  const selfService = query.boolean("self_service");
  const page = query.page(PAGE_MAX);
  return paginate(
    unfixedOrder(data.appointmentServices.filter((service) => selfService !== true || service.allow_self_service_booking)),
    page,
  );
}

/** Spec 4.5: a list with only paging parameters and no fixed order. */
const unorderedList =
  (rows: (data: StudioData) => readonly unknown[]) =>
  ({ data, query, unfixedOrder }: EndpointContext) =>
    paginate(unfixedOrder(rows(data)), query.page(PAGE_MAX));

const HANDLERS: Record<EndpointPattern, Route["handle"]> = {
  "/me": me,
  "/classes": listClasses,
  "/classes/{classId}/instances": listInstances,
  "/categories": listCategories,
  "/trial-classes": unorderedList((data) => data.trialClasses),
  "/registrations": listRegistrations,
  "/registrations/{registrationId}": getRegistration,
  "/membership-types": unorderedList((data) => data.membershipTypes),
  "/appointment-services": listAppointmentServices,
  "/locations": unorderedList((data) => data.locations),
};

/** Every endpoint of spec 4 with its handler and the scope src/api/endpoints.ts gives it. */
export const ROUTES: readonly Route[] = (Object.keys(HANDLERS) as EndpointPattern[]).map((pattern) => ({
  pattern,
  scope: ENDPOINT_SCOPES[pattern],
  handle: HANDLERS[pattern],
}));

/** Matches a path below /v1 (e.g. "/classes/abc/instances") to a route and its `{id}` segment. */
export function matchRoute(path: string): { route: Route; pathId: string | null } | null {
  const segments = path.split("/").slice(1);
  for (const route of ROUTES) {
    const pattern = route.pattern.split("/").slice(1);
    if (pattern.length !== segments.length) continue;
    let pathId: string | null = null;
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? "";
      if (part.startsWith("{")) {
        pathId = decodeURIComponentSafe(segment);
        return segment !== "";
      }
      return part === segment;
    });
    if (matches) return { route, pathId };
  }
  return null;
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
