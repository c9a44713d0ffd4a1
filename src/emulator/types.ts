import type {
  AppointmentService,
  Category,
  Class,
  ClassInstance,
  Location,
  Me,
  MembershipType,
  RegistrationDetail,
  Scope,
  TrialClass,
} from "../api/schemas/index.ts";
import type { LiveChangesOptions } from "./live-changes.ts";

/** Everything one studio shows the public: what the emulator serves. */
export interface StudioData {
  studio: Me["studio"];
  /** IANA zone of the studio, e.g. "America/New_York". */
  timezone: string;
  /** Active classes (may include one whose end_date is past). */
  classes: Class[];
  /** Every session of every class, past and future. */
  instances: ClassInstance[];
  categories: Category[];
  trialClasses: TrialClass[];
  /** The list endpoint returns only the Registration fields of these. */
  registrations: RegistrationDetail[];
  membershipTypes: MembershipType[];
  appointmentServices: AppointmentService[];
  locations: Location[];
}

export interface EmulatorKey {
  key: string;
  type: "publishable" | "secret";
  /** The first 12 characters of `key`, as key management shows it. */
  prefix: string;
  scopes: Scope[];
  /**
   * What `/me` claims, when it differs from `scopes`: simulates a scope removed between
   * the sync's `/me` and its later requests. Default: `scopes`.
   */
  reportedScopes?: Scope[];
  revoked: boolean;
  label: string;
}

export interface RequestLogEntry {
  /** Arrival time, ms since the epoch, on the emulator's clock. */
  at: number;
  method: string;
  /** Path as requested, e.g. "/v1/classes". */
  path: string;
  /** The raw query string without the leading "?" ("" when none). */
  query: string;
  /** Status sent; 0 while unanswered, and for a reset or a hang. */
  status: number;
  /** The first 12 characters of the X-API-Key sent, or null when none was sent. */
  keyPrefix: string | null;
  remoteAddress: string;
}

/** Issue 5: misbehaviour on purpose. Shares are 0..1 of accepted requests. */
export interface FaultOptions {
  /** Seeds every fault decision; the same seed and requests give the same faults. Default 1. */
  seed?: number;
  error500?: number;
  error503?: number;
  spurious429?: number;
  /** Headers and part of the body, then the connection is destroyed. */
  reset?: number;
  /** Correct status and a Content-Length larger than the bytes sent, then the connection ends. */
  truncate?: number;
  /** Added delay for every answer, uniform in [min, max] ms. */
  latencyMs?: [number, number];
  /** Share of answers delayed by `slowMs` instead. */
  slowShare?: number;
  /** Default 10 000. */
  slowMs?: number;
  /**
   * One list answer on `path` (e.g. "/classes"), the one after `afterPages` pages,
   * reports a `total` one higher than the truth. `true` = { path: "/classes", afterPages: 1 }.
   */
  totalDrift?: { path: string; afterPages: number } | boolean;
  /**
   * Every answer of the list on this path (e.g. "/classes") undercounts: its `total` is
   * the rows up to the end of that page, while `has_more` stays true when more rows follow,
   * as a server whose count stops at the page it serves.
   */
  undercountTotal?: string;
  /**
   * Records archived while a client reads the catalog: the lists still carry these classes
   * and seasons, but a class's `/classes/{id}/instances` (spec 4.2) and a season's
   * `/registrations/{id}` (spec 4.5) answer 404.
   */
  vanished?: { classIds?: readonly string[]; seasonIds?: readonly string[] };
  /** Requests after the first N are accepted and never answered. */
  stopAfter?: number;
  /**
   * Issue 11: the address's budget spent by another program at once. This share of
   * accepted requests gets 429, and so does every request arriving in the burst that
   * follows (also after a 429 from the rate limit itself).
   */
  rateLimitBurst?: number;
  /**
   * How long a burst lasts, [min, max] ms. Default [300, 1500] on the spec's 60 s window,
   * scaled with `rateWindowMs` (a test's 1 s window gives [5, 25]).
   */
  rateLimitBurstMs?: [number, number];
  /**
   * Issue 11: another client on the same address spends this share (0..1) of every
   * window's budget, its requests spread evenly over the window. They count against
   * the rate limit like this client's own but are not in the request log.
   */
  competingClient?: number;
}

export interface EmulatorOptions {
  /** Default "127.0.0.1". */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Default: createDemoStudio({ today }). */
  data?: StudioData;
  /** YYYY-MM-DD in the studio's zone; default: today in the data's zone by `now`. */
  today?: string;
  /** Clock for `open_now` and the rate limit; default Date.now. */
  now?: () => number;
  /** Requests per rolling window per client IP; default 300. */
  rateLimit?: number;
  /**
   * The rolling window; default 60 000 ms as the spec says. Tests shrink it (with the
   * sync's own window) so rate-limit behaviour runs in seconds instead of minutes.
   */
  rateWindowMs?: number;
  /** Default: a copy of DEMO_KEYS. */
  keys?: EmulatorKey[];
  /** Default: none. */
  faults?: FaultOptions;
  /**
   * Spec 4.4 and 4.5 fix no order for /trial-classes, /membership-types, /locations and
   * /appointment-services. "shuffled" answers every request for them in a new order, as
   * such a server may. Default "stable": the data's own order.
   */
  unorderedLists?: "stable" | "shuffled";
  /** Demo of live spots: classes' spots change every `everyMs` (src/emulator/live-changes.ts). Default: off. */
  liveChanges?: LiveChangesOptions;
}

export interface RunningEmulator {
  /** Base URL ending in /v1, e.g. http://127.0.0.1:41234/v1. */
  url: string;
  /** Read on every request: a test may revoke a key or change its scopes mid-run. */
  keys: EmulatorKey[];
  /** Read on every request: tests mutate it (or call setData) between syncs. */
  data: StudioData;
  setData(data: StudioData): void;
  /**
   * Misbehaviour from now on (or none): a test turns faults on for a running emulator, as
   * when the pages of an already built site call it. The competing client stays as started.
   */
  setFaults(faults: FaultOptions | null): void;
  requestLog: RequestLogEntry[];
  /** Closes the server and every open socket, hung ones included. */
  close(): Promise<void>;
}
