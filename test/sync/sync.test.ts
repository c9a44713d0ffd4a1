import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { addDays } from "../../src/core/local-time.ts";
import { snapshotSchema, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { demoKey, generateStudio, type RunningEmulator, type StudioData } from "../../src/emulator/index.ts";
import { NoUsableScopeError } from "../../src/sync/no-usable-scope-error.ts";
import type { SyncLog } from "../../src/sync/sync-log.ts";
import { classSessionsThrough, syncCatalog } from "../../src/sync/sync.ts";
import { errorAnswer, withApiProxy, type ProxiedRequest, type ProxyPlan } from "../support/api-proxy.ts";
import { expectSameBytes } from "../support/same-bytes.ts";
import { envFor, readText, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

/**
 * The sync's own rules (src/sync/sync.ts), each in a fraction of a second: a small studio
 * (5 classes, 2 seasons) on the emulator over HTTP, and where the emulator cannot play a
 * case by itself (a 429 on /me, a 403 on one record, a session of another class, a request
 * never answered) a proxy in front of it. The long runs (the demo studio, faults at random,
 * paging, a shared budget) are in the *.e2e.test.ts files.
 */
const TODAY = "2026-11-21";
const WINDOW_TO = "2027-02-19";
const NOW = () => new Date("2026-11-21T17:00:00Z");
const clock = () => NOW().getTime();
/** Retries and the rolling window scaled down, so a 429's pause takes milliseconds. */
const FAST = { timing: { minTimeoutMs: 5, maxTimeoutMs: 20, timeoutMs: 5_000, retries: 8, maxRetryTimeMs: 5_000 }, windowMs: 1_000 };

const smallStudio = (): StudioData => generateStudio({ classes: 5, seasons: 2, today: TODAY, seed: 3 });
const withSmallStudio = <T>(work: (emulator: RunningEmulator) => Promise<T>, data = smallStudio()) => withEmulator({ data, today: TODAY, now: clock }, work);

const readSnapshot = async (path: string): Promise<Snapshot> => snapshotSchema.parse(JSON.parse(await readText(path)));
const lines = (stderr: string) => stderr.trimEnd().split("\n");

/** The sync through the command, against `url` (the emulator's, or a proxy's in front of it). */
async function syncVia(emulator: RunningEmulator, path: string, url = emulator.url, tuning = FAST) {
  return runSync(envFor(emulator, demoKey("full"), path, { STUDIO_API_URL: url }), NOW, tuning);
}

/** The sync through a proxy that follows `plan`; the proxy's hung requests the client gave up on come back too. */
async function syncThrough(emulator: RunningEmulator, path: string, plan: (request: ProxiedRequest) => ProxyPlan | Promise<ProxyPlan>, tuning = FAST) {
  return withApiProxy(emulator, plan, async (proxy) => {
    const started = performance.now();
    const run = await syncVia(emulator, path, proxy.url, tuning);
    return { ...run, ms: performance.now() - started, abandoned: [...proxy.abandoned] };
  });
}

/** A first, healthy sync: the snapshot a failed one must leave byte-identical. */
async function previousSnapshot(emulator: RunningEmulator, path: string): Promise<Buffer> {
  const run = await syncVia(emulator, path);
  expect(run.exitCode, run.stderr).toBe(0);
  emulator.requestLog = [];
  return readFile(path);
}

const current = (data: StudioData) => data.classes.filter((item) => item.end_date === null || item.end_date >= TODAY);

describe("how far each class's sessions are mirrored", () => {
  it("through the window for a class without an end date or one ending inside it, else through its end date, at most 366 days ahead", () => {
    const window = { from: TODAY, to: WINDOW_TO };
    expect(classSessionsThrough({ end_date: null }, window)).toBe(WINDOW_TO);
    expect(classSessionsThrough({ end_date: "2027-01-10" }, window)).toBe(WINDOW_TO);
    expect(classSessionsThrough({ end_date: WINDOW_TO }, window)).toBe(WINDOW_TO);
    expect(classSessionsThrough({ end_date: "2027-02-20" }, window)).toBe("2027-02-20");
    expect(classSessionsThrough({ end_date: "2027-11-21" }, window)).toBe("2027-11-21");
    expect(classSessionsThrough({ end_date: "2027-11-22" }, window)).toBe("2027-11-22");
    expect(classSessionsThrough({ end_date: "2027-11-23" }, window)).toBe("2027-11-22");
    expect(classSessionsThrough({ end_date: "2030-01-01" }, window)).toBe("2027-11-22");
  });

  it("asks for and keeps exactly those sessions, and the snapshot and the log say which classes run past the window", async () => {
    const data = smallStudio();
    const ends: (string | null)[] = [null, "2027-01-10", WINDOW_TO, "2027-03-21", "2028-06-01"];
    const [template] = data.instances;
    const probes = [TODAY, "2027-01-10", "2027-01-11", WINDOW_TO, "2027-02-20", "2027-03-21", "2027-03-22", "2027-11-22", "2027-11-23"];
    data.classes.forEach((item, index) => {
      item.end_date = ends[index]!;
      if (item.start_date !== null && item.start_date > TODAY) item.start_date = TODAY;
    });
    data.instances = data.classes.flatMap((item, index) =>
      probes.map((date, probe) => ({ ...structuredClone(template!), id: `0000${index}000-0000-4000-8000-${String(probe).padStart(12, "0")}`, class_id: item.id, date })),
    );
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await syncVia(emulator, path);
      expect(run.exitCode, run.stderr).toBe(0);
      const snapshot = await readSnapshot(path);
      const through = ["2027-02-19", "2027-02-19", "2027-02-19", "2027-03-21", "2027-11-22"];
      data.classes.forEach((item, index) => {
        expect(snapshot.sessions_by_class[item.id]!.map((session) => session.date), item.id).toEqual(probes.filter((date) => date <= through[index]!));
        const asked = emulator.requestLog.find((entry) => entry.path === `/v1/classes/${item.id}/instances`)!;
        expect(new URLSearchParams(asked.query).get("to")).toBe(through[index]);
        expect(new URLSearchParams(asked.query).get("from")).toBe(TODAY);
      });
      expect(snapshot.sessions_through).toEqual({ [data.classes[3]!.id]: "2027-03-21", [data.classes[4]!.id]: "2027-11-22" });
      expect(Object.keys(snapshot.sessions_through)).toEqual([data.classes[3]!.id, data.classes[4]!.id].sort());
      const sessions = Object.values(snapshot.sessions_by_class).flat().length;
      expect(lines(run.stderr)).toContain(`sessions: ${sessions} in ${TODAY}..${WINDOW_TO} for 5 current class(es) (2 of them through their end date, up to 2027-11-22)`);
    }, data);
  });

  it("says nothing of end dates when every class is mirrored through the window", async () => {
    const data = smallStudio();
    for (const item of data.classes) item.end_date = null;
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await syncVia(emulator, path);
      expect(run.exitCode, run.stderr).toBe(0);
      const snapshot = await readSnapshot(path);
      expect(snapshot.sessions_through).toEqual({});
      const sessions = Object.values(snapshot.sessions_by_class).flat().length;
      expect(lines(run.stderr)).toContain(`sessions: ${sessions} in ${TODAY}..${WINDOW_TO} for 5 current class(es)`);
    }, data);
  });
});

describe("what a record's own endpoint answers", () => {
  it("refuses a class's sessions that hold a session of another class, naming both, and leaves the previous snapshot byte-identical", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const before = await previousSnapshot(emulator, path);
      const [owner, other] = current(emulator.data);
      const ownPath = `/classes/${owner!.id}/instances`;
      const run = await syncThrough(emulator, path, ({ path: asked }) =>
        asked === ownPath
          ? {
              rewrite: (answer) => {
                const body = answer.body as { data: { id: string; class_id: string }[] };
                body.data[0]!.class_id = other!.id;
                return answer;
              },
            }
          : undefined,
      );
      expect(run.exitCode).toBe(1);
      const stray = (await readSnapshot(path)).sessions_by_class[owner!.id]![0]!;
      const endpoint = `GET ${ownPath}`;
      expect(lines(run.stderr).slice(-4)).toEqual([
        `${endpoint} returned data that breaks the API contract:`,
        `  - record ${stray.id}, data[].class_id: session belongs to class ${other!.id}, not ${owner!.id}`,
        "Nothing was written. The studio's data or the API changed in a way the sync cannot trust; report this message to the API provider, then run the sync again.",
        `Sync failed (contract_violation): ${endpoint} returned data that breaks the API contract: The previous snapshot was left as it was.`,
      ]);
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it("fails when one class's sessions break the contract, never writing that class without sessions", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const before = await previousSnapshot(emulator, path);
      const [broken] = current(emulator.data);
      const session = emulator.data.instances.find((candidate) => candidate.class_id === broken!.id && candidate.date >= TODAY)!;
      (session as { status: string }).status = "postponed";
      const run = await syncVia(emulator, path);
      expect(run.exitCode).toBe(1);
      expect(lines(run.stderr).at(-1)).toMatch(new RegExp(`^Sync failed \\(contract_violation\\): GET /classes/${broken!.id}/instances\\?\\S+ returned data that breaks the API contract: The previous snapshot was left as it was\\.$`));
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it.each([
    ["a class's sessions", (data: StudioData) => `/classes/${current(data)[0]!.id}/instances`, "classes:read"],
    ["a season's detail", (data: StudioData) => `/registrations/${data.registrations[0]!.id}`, "registrations:read"],
  ])("fails on a 403 from %s, naming the scope it needs, and leaves the previous snapshot byte-identical", async (_case, recordPath, scope) => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const before = await previousSnapshot(emulator, path);
      const forbidden = recordPath(emulator.data);
      const run = await syncThrough(emulator, path, ({ path: asked }) =>
        asked === forbidden ? errorAnswer(403, "forbidden", "This key may not read that.") : undefined,
      );
      expect(run.exitCode).toBe(1);
      expect(lines(run.stderr).at(-1)).toMatch(
        new RegExp(
          `^Sync failed \\(forbidden\\): GET ${forbidden}\\S* answered 403 forbidden\\. The API said: "This key may not read that\\."\\. ` +
            `The API key svc_sk_\\S+… lacks the scope ${scope} for GET ${forbidden}\\S*\\. Add that scope to the key`,
        ),
      );
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it("cancels requests still in flight as soon as the sync has failed", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      let hanging: () => void;
      const locationsAsked = new Promise<void>((resolve) => (hanging = resolve));
      const run = await syncThrough(emulator, path, async ({ path: asked }) => {
        if (asked === "/locations") {
          hanging();
          return "hang";
        }
        if (asked !== "/categories") return undefined;
        // The failure comes once the other request is surely in flight.
        await locationsAsked;
        return errorAnswer(404, "not_found", "No such endpoint.");
      }, { ...FAST, timing: { ...FAST.timing, timeoutMs: 15_000 } });
      expect(run.exitCode).toBe(1);
      expect(lines(run.stderr).at(-1)).toMatch(/^Sync failed \(not_found\): GET \/categories\?limit=100&offset=0 answered 404 not_found\./);
      // Given up by the sync, not by the request's own 15 s timeout, before the command returned.
      expect(run.ms).toBeLessThan(5_000);
      expect(run.abandoned).toEqual([{ path: "/locations", query: "limit=100&offset=0" }]);
    });
  });
});

describe("what the sync tells the operator as it goes", () => {
  it("logs each 429's pause and pace, the advice once 429s outlast the pause, and each retry, and counts them", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      let refused = 0;
      const run = await syncThrough(emulator, path, ({ path: asked }) =>
        asked === "/me" && refused++ < 2 ? errorAnswer(429, "rate_limited", "Too many requests.") : undefined,
      );
      expect(run.exitCode, run.stderr).toBe(0);
      const printed = lines(run.stderr);
      // /me is the sync's only request in flight, so the pace follows from the 1 s window alone.
      expect(printed.slice(0, 4)).toEqual([
        "The API answered 429 (rate limited): this IP address's budget of 300 requests per 1 s is spent, probably by another program using the same address. " +
          "Every request pauses for 33 ms, then they go out at most 150 per 1 s, rising back to full speed (never over 300 per 1 s) as answers come back clean.",
        "GET /me: 429 rate_limited; retry 1 of 8 after the rate-limit pause",
        "The API still answered 429 after the pause: another program keeps spending part of this IP address's budget. " +
          "Requests pause for 67 ms, then go out at most 30 per 1 s, rising back to full speed (never over 300 per 1 s) as answers come back clean. If this happens on every sync, lower STUDIO_RATE_LIMIT.",
        "GET /me: 429 rate_limited; retry 2 of 8 after the rate-limit pause",
      ]);
      expect(printed[4]).toMatch(/^Studio "/);
      const floor = Number(/\(floor (\d+)\)/.exec(run.stderr)?.[1]);
      expect(printed).toContain(printed.find((line) => line.startsWith("Synced in "))!.replace(/: .*/, `: ${floor + 2} requests (floor ${floor}), 2 retries, 2 rate-limited (429) answers.`));
    });
  });

  it("warns once per unknown field, naming each endpoint as the spec writes it, and keeps the warnings in the snapshot in order", async () => {
    await withSmallStudio(async (emulator) => {
      const { data } = emulator;
      Object.assign(data.studio, { motto: "Move more" });
      for (const session of data.instances) Object.assign(session, { room: "B" });
      for (const season of data.registrations) Object.assign(season, { capacity_note: "few" });
      const path = await tempSnapshotPath();
      const run = await syncVia(emulator, path);
      expect(run.exitCode, run.stderr).toBe(0);
      const unknown = (endpoint: string, field: string) =>
        `${endpoint} sent an unknown field "${field}"; it was ignored (the API may be newer than this site).`;
      const expected = [
        unknown("/me", "data.studio.motto"),
        unknown("/classes/{id}/instances", "data[].room"),
        unknown("/registrations", "data[].capacity_note"),
        unknown("/registrations/{id}", "data.capacity_note"),
      ];
      expect(lines(run.stderr).filter((line) => line.startsWith("warning: ")).sort()).toEqual(expected.map((line) => `warning: ${line}`).sort());
      expect((await readSnapshot(path)).warnings).toEqual([...expected].sort());
    });
  });

  it("warns about every link and image that is not http(s), in every kind of record, and keeps them in the snapshot sorted", async () => {
    const data = smallStudio();
    const [cls] = current(data);
    cls!.featured_image_url = "javascript:alert(1)";
    const classLink = Object.keys(cls!.links)[0]!;
    (cls!.links as Record<string, string | null>)[classLink] = "/relative/sign-up";
    const long = `data:text/html,${"x".repeat(80)}`;
    data.trialClasses[0]!.links.book = long;
    data.registrations[0]!.links.register = "ftp://files.example.com/form";
    data.appointmentServices[0]!.featured_image_url = "//cdn.example.com/a.png";
    const membership = data.membershipTypes.find((type) => type.prices.length > 0)!;
    membership.links.detail = "mailto:desk@example.com";
    membership.prices[0]!.links.checkout = "javascript:void(0)";
    const session = data.instances.find((candidate) => candidate.class_id === cls!.id && candidate.date >= TODAY)!;
    session.links.checkout = "tel:5551234";
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await syncVia(emulator, path);
      expect(run.exitCode, run.stderr).toBe(0);
      const unsafe = (record: string, field: string, value: string) => `${record}: ${field} is not an http(s) URL, so the site will not link it (${JSON.stringify(value)}).`;
      const expected = [
        unsafe(`Class "${cls!.name}" (${cls!.id})`, "featured_image_url", "javascript:alert(1)"),
        unsafe(`Class "${cls!.name}" (${cls!.id})`, `links.${classLink}`, "/relative/sign-up"),
        unsafe(`Trial offer "${data.trialClasses[0]!.name}" (${data.trialClasses[0]!.id})`, "links.book", long.slice(0, 60)),
        unsafe(`Season "${data.registrations[0]!.name}" (${data.registrations[0]!.id})`, "links.register", "ftp://files.example.com/form"),
        unsafe(`Appointment service "${data.appointmentServices[0]!.name}" (${data.appointmentServices[0]!.id})`, "featured_image_url", "//cdn.example.com/a.png"),
        unsafe(`Membership "${membership.name}" (${membership.id})`, "links.detail", "mailto:desk@example.com"),
        unsafe(`Membership "${membership.name}" price "${membership.prices[0]!.name}" (${membership.prices[0]!.id})`, "links.checkout", "javascript:void(0)"),
        unsafe(`Session "${session.date}" (${session.id})`, "links.checkout", "tel:5551234"),
      ];
      expect(lines(run.stderr).filter((line) => line.startsWith("warning: "))).toEqual(expected.map((line) => `warning: ${line}`));
      const snapshot = await readSnapshot(path);
      expect(snapshot.warnings).toEqual([...expected].sort());
      // Kept as the API sent them: the site decides not to link them.
      expect(snapshot.classes.find((item) => item.id === cls!.id)!.featured_image_url).toBe("javascript:alert(1)");
    }, data);
  });
});

describe("a key that can read nothing", () => {
  const quiet = (lines: string[]): SyncLog => ({ info: (line) => void lines.push(line), warn: (line) => void lines.push(`warning: ${line}`), progress: () => () => undefined });

  it("stops after /me with the studio line saying 'none' and an error naming what to add", async () => {
    await withSmallStudio(async (emulator) => {
      const logged: string[] = [];
      const failure = await syncCatalog({
        apiUrl: emulator.url,
        apiKey: demoKey("no-scopes"),
        timezone: emulator.data.timezone,
        daysAhead: 90,
        rateLimit: 300,
        source: { kind: "api", api_url: emulator.url },
        log: quiet(logged),
        now: NOW,
      }).catch((error: unknown) => error);
      const prefix = /key (\S+)… with/.exec(logged[0] ?? "")?.[1];
      expect(logged).toEqual([`Studio "Grand Avenue Movement Collective", secret key ${prefix}… with 0 scope(s): none.`]);
      expect(failure).toBeInstanceOf(NoUsableScopeError);
      expect(String(failure)).toBe(
        `NoUsableScopeError: The API key ${prefix}… has none of the scopes this site reads (it has no scopes). ` +
          "Add at least classes:read to the key in the studio's key-management settings (registrations:read, memberships:read, appointments:read and locations:read add their pages).",
      );
      expect(emulator.requestLog.map((entry) => entry.path)).toEqual(["/v1/me"]);
    });
  });

  it("names the scopes the key has when none of them is one the site reads", () => {
    // Every scope the contract knows today is one the site reads, so a sync meets only "no scopes"; the message is written for any list.
    expect(new NoUsableScopeError("svc_sk_abc", ["payments:read", "staff:read"]).message).toMatch(
      /^The API key svc_sk_abc… has none of the scopes this site reads \(it has payments:read, staff:read\)\. Add at least classes:read /,
    );
  });
});
