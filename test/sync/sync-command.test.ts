import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { publishedSnapshot, PUBLISHED_SNAPSHOT_FILE, serializeSnapshot, snapshotSchema, type Snapshot } from "../../src/snapshot/snapshot.ts";
import { createDemoStudio, demoKey, generateStudio, type RunningEmulator, type StudioData } from "../../src/emulator/index.ts";
import { expectSameBytes } from "../support/same-bytes.ts";
import { startStaticServer } from "../support/static-server.ts";
import { envFor, readText, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

/**
 * `npm run sync`'s command in-process against the emulator on 127.0.0.1, with a studio small
 * enough (5 classes, 2 seasons) that a whole sync takes a fraction of a second: what it
 * prints, what it writes (the snapshot, the GitHub job summary and step output), and its
 * exit code on each kind of failure.
 */
const TODAY = "2026-11-21";
const NOW = () => new Date("2026-11-21T17:00:00Z");
const LATER = () => new Date("2026-11-21T18:00:00Z");
const clock = () => NOW().getTime();
const smallStudio = (): StudioData => generateStudio({ classes: 5, seasons: 2, today: TODAY, seed: 3 });
const withSmallStudio = <T>(work: (emulator: RunningEmulator) => Promise<T>) => withEmulator({ data: smallStudio(), today: TODAY, now: clock }, work);

/** How the command shows a path: relative to the working folder. */
const shown = (path: string) => relative(process.cwd(), path);

const lines = (stderr: string) => stderr.trimEnd().split("\n");
const pages = (records: number, size: number) => Math.max(1, Math.ceil(records / size));

/** The records per section and the request floor for the emulator's data, counted here from spec 2.4 and 4. */
function expectedCounts(data: StudioData, snapshot: Snapshot) {
  const current = data.classes.filter((item) => item.end_date === null || item.end_date >= TODAY);
  const sessions = Object.values(snapshot.sessions_by_class).map((list) => list.length);
  const lists = [data.classes, data.categories, data.trialClasses, data.registrations, data.membershipTypes, data.appointmentServices, data.locations];
  return {
    current: current.length,
    sessions: sessions.reduce((a, b) => a + b, 0),
    floor: 1 + lists.map((list) => pages(list.length, 100)).reduce((a, b) => a + b, 0) + data.registrations.length + sessions.map((count) => pages(count, 200)).reduce((a, b) => a + b, 0),
  };
}

describe("npm run sync's output", () => {
  it("says what it read, section by section, then a summary with the exact requests, the snapshot's path and the first sync's counts", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const started = performance.now();
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      const wallSeconds = (performance.now() - started) / 1000;
      expect(run.exitCode, run.stderr).toBe(0);
      const snapshot = snapshotSchema.parse(JSON.parse(await readText(path)));
      const { data } = emulator;
      const counts = expectedCounts(data, snapshot);
      expect(emulator.requestLog).toHaveLength(counts.floor);
      const through = Object.values(snapshot.sessions_through).sort();
      expect(through.length).toBeGreaterThan(0);
      const scheduled = Object.values(snapshot.sessions_by_class).flat().filter((session) => session.status === "scheduled").length;

      const printed = lines(run.stderr);
      const progress = printed.filter((line) => /^sessions: \d+\/\d+$/.test(line));
      expect(progress).toEqual(Array.from({ length: counts.current }, (_, index) => `sessions: ${index + 1}/${counts.current}`));
      // Sections are read at once, so their lines come in the order the answers do.
      expect(printed.slice(1, -5).filter((line) => !progress.includes(line)).sort()).toEqual(
        [
          `classes: ${data.classes.length} record(s)`,
          `categories: ${data.categories.length} record(s)`,
          `trial_classes: ${data.trialClasses.length} record(s)`,
          `registrations: ${data.registrations.length} record(s)`,
          `membership_types: ${data.membershipTypes.length} record(s)`,
          `appointment_services: ${data.appointmentServices.length} record(s)`,
          `locations: ${data.locations.length} record(s)`,
          `sessions: ${counts.sessions} in 2026-11-21..2027-02-19 for ${counts.current} current class(es) (${through.length} of them through their end date, up to ${through.at(-1)})`,
          `season details: ${data.registrations.length}`,
        ].sort(),
      );
      expect(printed[0]).toBe(
        'Studio "Grand Avenue Movement Collective", secret key svc_sk_O0DmK… with 5 scope(s): classes:read, registrations:read, memberships:read, appointments:read, locations:read.',
      );
      const [timing, records, written, feed, report] = printed.slice(-5);
      const seconds = Number(/^Synced in (\d+\.\d) s: /.exec(timing!)?.[1]);
      expect(seconds).toBeLessThanOrEqual(wallSeconds + 0.05);
      expect(timing).toBe(`Synced in ${seconds.toFixed(1)} s: ${counts.floor} requests (floor ${counts.floor}), 0 retries, 0 rate-limited (429) answers.`);
      expect(records).toBe(
        `Records: classes ${data.classes.length}, categories ${data.categories.length}, trial_classes ${data.trialClasses.length}, registrations ${data.registrations.length}, ` +
          `membership_types ${data.membershipTypes.length}, appointment_services ${data.appointmentServices.length}, locations ${data.locations.length}, ` +
          `sessions ${counts.sessions}, season details ${data.registrations.length}.`,
      );
      expect(written).toBe(`Snapshot written to ${shown(path)}.`);
      // A first sync starts the site's change feed and invents nothing for it.
      expect(feed).toBe("Change feed: no entries yet (it records what changes from this sync on).");
      expect(snapshot.change_feed).toEqual({ started_at: snapshot.synced_at, entries: [] });
      // The report is the last line, with no blank line after it.
      expect(run.stderr.endsWith(`${report}\n`) && !run.stderr.endsWith("\n\n")).toBe(true);
      expect(report).toBe(
        `First sync: ${data.classes.length} classes, ${scheduled} scheduled sessions, ${data.registrations.length} seasons, ${data.membershipTypes.length} memberships, ` +
          `${data.trialClasses.length} trial offers, ${data.appointmentServices.length} appointment services, ${data.locations.length} locations.`,
      );
    });
  });

  it("says 'skipped' for a section the key cannot read, and counts no request for it", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("two-scopes"), path), NOW);
      expect(run.exitCode, run.stderr).toBe(0);
      const printed = lines(run.stderr);
      for (const [section, scope] of [["registrations", "registrations:read"], ["membership_types", "memberships:read"], ["appointment_services", "appointments:read"]]) {
        expect(printed).toContain(`${section}: skipped (the key lacks ${scope})`);
      }
      expect(printed).toContain("season details: 0");
      const { data } = emulator;
      expect(printed.find((line) => line.startsWith("Records: "))).toBe(
        `Records: classes ${data.classes.length}, categories ${data.categories.length}, trial_classes ${data.trialClasses.length}, registrations skipped, ` +
          `membership_types skipped, appointment_services skipped, locations ${data.locations.length}, ` +
          `sessions ${/sessions: (\d+) in /.exec(run.stderr)![1]}, season details 0.`,
      );
      const floor = Number(/ (\d+) requests \(floor (\d+)\)/.exec(run.stderr)?.[2]);
      expect(floor).toBe(emulator.requestLog.length);
      expect(run.stderr).toContain("\nNot synced: seasons (the key lacks the scope registrations:read).\nNot synced: memberships (the key lacks the scope memberships:read).\n");
    });
  });

  it("reports what changed since the last sync on stderr and in the job summary, and sets changed=true, or changed=false when nothing did", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const summary = join(dirname(path), "summary.md");
      const output = join(dirname(path), "output.txt");
      const env = envFor(emulator, demoKey("full"), path, { GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output });
      const first = await runSync(env, NOW);
      expect(first.exitCode, first.stderr).toBe(0);
      expect(await readFile(output, "utf8")).toBe("changed=true\n");
      const firstSummary = await readFile(summary, "utf8");
      expect(firstSummary).toBe(`### Catalog changes for Grand Avenue Movement Collective\n\n${lines(first.stderr).at(-1)}\n\n`);

      const renamed = emulator.data.classes[1]!;
      const oldName = renamed.name;
      renamed.name = "Tap *for* Teens";
      const second = await runSync(env, LATER);
      expect(second.exitCode, second.stderr).toBe(0);
      const printed = lines(second.stderr);
      const start = printed.indexOf("Changes since the last sync on Sat, Nov 21 at 12:00 PM:");
      expect(printed.slice(start)).toEqual([
        "Changes since the last sync on Sat, Nov 21 at 12:00 PM:",
        "Classes renamed:",
        expect.stringMatching(new RegExp(`^  - ${oldName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} → Tap \\*for\\* Teens \\(.+\\)$`)),
      ]);
      expect(start).toBe(printed.length - 3);
      expect(await readFile(output, "utf8")).toBe("changed=true\nchanged=true\n");
      expect((await readFile(summary, "utf8")).slice(firstSummary.length)).toBe(
        "### Catalog changes for Grand Avenue Movement Collective\n\nChanges since the last sync on Sat, Nov 21 at 12:00 PM:\n\n**Classes renamed**\n\n" +
          `- ${printed.at(-1)!.slice(4).replace(/[*&]/g, (character) => `\\${character}`)}\n\n`,
      );

      const third = await runSync(env, () => new Date("2026-11-21T19:00:00Z"));
      expect(third.exitCode, third.stderr).toBe(0);
      expect(lines(third.stderr).at(-1)).toBe("No changes since the last sync on Sat, Nov 21 at 1:00 PM.");
      expect(await readFile(output, "utf8")).toBe("changed=true\nchanged=true\nchanged=false\n");
    });
  });
});

describe("npm run sync without a key", () => {
  it("syncs the built-in demo studio from an emulator of its own, says so in one line, and ends the emulator", async () => {
    const path = await tempSnapshotPath();
    const run = await runSync({ CATALOG_SNAPSHOT: path }, NOW);
    expect(run.exitCode, run.stderr).toBe(0);
    const said = lines(run.stderr).filter((line) => line.startsWith("No STUDIO_API_KEY is set"));
    const url = /emulator at (http:\/\/127\.0\.0\.1:\d+\/v1), /.exec(said[0] ?? "")?.[1];
    expect(said).toEqual([
      `No STUDIO_API_KEY is set, so this syncs the built-in demo studio from the API emulator at ${url}, with its publishable key: a publishable key (svc_pk_) is all a sync needs, since it reads only the public catalog. Set STUDIO_API_KEY and STUDIO_API_URL to sync your own studio.`,
    ]);
    // The next line names the key's kind, as /me reports it (spec 2.3).
    expect(lines(run.stderr).find((line) => line.startsWith("Studio "))).toMatch(/^Studio "[^"]+", publishable key svc_pk_\w+… with 5 scope\(s\): /);
    const snapshot = snapshotSchema.parse(JSON.parse(await readText(path)));
    expect(snapshot.source).toEqual({ kind: "demo-emulator", api_url: null });
    expect(snapshot.studio.name).toBe(createDemoStudio({ today: TODAY }).studio.name);
    await expect(fetch(`${url}/me`)).rejects.toThrow();
  });
});

describe("the change report without a snapshot on disk (a fresh clone)", () => {
  /** A site that publishes `snapshot` at /catalog-snapshot.json, as a deployed one does. */
  async function publishing(snapshot: Snapshot | null) {
    const dir = dirname(await tempSnapshotPath());
    if (snapshot) await writeFile(join(dir, PUBLISHED_SNAPSHOT_FILE), serializeSnapshot(publishedSnapshot(snapshot)));
    return startStaticServer(dir);
  }

  it("compares with the snapshot the site published, in its published form, and says so", async () => {
    await withSmallStudio(async (emulator) => {
      const local = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), local), NOW)).exitCode).toBe(0);
      const site = await publishing(snapshotSchema.parse(JSON.parse(await readText(local))));
      try {
        const path = await tempSnapshotPath();
        const run = await runSync(envFor(emulator, demoKey("full"), path, { SITE_URL: site.origin }), LATER);
        expect(run.exitCode, run.stderr).toBe(0);
        expect(lines(run.stderr).slice(-2)).toEqual([
          `No previous snapshot at ${shown(path)}: comparing with the one the site published at ${site.origin}/${PUBLISHED_SNAPSHOT_FILE}.`,
          // The published copy has no key prefix: compared as published, that is no change.
          "No changes since the last sync on Sat, Nov 21 at 12:00 PM.",
        ]);
        expect(site.requests).toEqual([{ method: "GET", path: `/${PUBLISHED_SNAPSHOT_FILE}`, status: 200 }]);
        // What is written is the whole new snapshot, key prefix and all.
        expect(snapshotSchema.parse(JSON.parse(await readText(path))).key.prefix).toBe("svc_sk_O0DmK");
      } finally {
        await site.close();
      }
    });
  });

  it("counts a download that fails as a first sync, saying why in one line", async () => {
    await withSmallStudio(async (emulator) => {
      const site = await publishing(null);
      try {
        const path = await tempSnapshotPath();
        const run = await runSync(envFor(emulator, demoKey("full"), path, { SITE_URL: site.origin }), NOW);
        expect(run.exitCode, run.stderr).toBe(0);
        const printed = lines(run.stderr);
        expect(printed.at(-2)).toBe(
          `No previous snapshot at ${shown(path)}, and none could be read from ${site.origin}/${PUBLISHED_SNAPSHOT_FILE}: ` +
            "it answered 404 (not published yet: the site's first build with this version publishes it). The change report counts this as a first sync.",
        );
        expect(printed.at(-1)).toMatch(/^First sync: \d+ classes, /);
      } finally {
        await site.close();
      }
    });
  });

  it("never downloads when there is a snapshot on disk, or when PREVIOUS_SNAPSHOT_URL is none", async () => {
    await withSmallStudio(async (emulator) => {
      const site = await publishing(null);
      try {
        const path = await tempSnapshotPath();
        const none = await runSync(envFor(emulator, demoKey("full"), path, { SITE_URL: site.origin, PREVIOUS_SNAPSHOT_URL: "none" }), NOW);
        expect(none.exitCode, none.stderr).toBe(0);
        expect(lines(none.stderr).at(-1)).toMatch(/^First sync: /);
        const local = await runSync(envFor(emulator, demoKey("full"), path, { SITE_URL: site.origin }), LATER);
        expect(local.exitCode, local.stderr).toBe(0);
        expect(lines(local.stderr).at(-1)).toBe("No changes since the last sync on Sat, Nov 21 at 12:00 PM.");
        expect(site.requests).toEqual([]);
      } finally {
        await site.close();
      }
    });
  });

  it("abandons the download as soon as the sync fails", async () => {
    await withSmallStudio(async (emulator) => {
      let closedAt: number | null = null;
      // Accepts the download and never answers, like a host that hangs.
      const hanging = createServer((request) => request.socket.once("close", () => (closedAt = performance.now())));
      await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
      try {
        const origin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
        const run = await runSync(envFor(emulator, demoKey("revoked"), await tempSnapshotPath(), { SITE_URL: origin }), NOW);
        expect(run.exitCode).toBe(1);
        const failedAt = performance.now();
        while (closedAt === null && performance.now() - failedAt < 2_000) await new Promise((resolve) => setTimeout(resolve, 10));
        // Well before the download's own 5 s limit.
        expect(closedAt).not.toBeNull();
      } finally {
        hanging.closeAllConnections();
        await new Promise((resolve) => hanging.close(resolve));
      }
    });
  });
});

describe("npm run sync's exit codes", () => {
  it("exits 2 with every problem of the sync's and the site's settings named once, and nothing sent", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      await writeFile(path, "previous");
      // SYNC_DAYS_AHEAD is the sync's alone, STUDIO_PUBLIC_KEY the site's alone, STUDIO_LOCALE both's.
      const secret = "svc_sk_not_for_a_page_0001";
      const run = await runSync(envFor(emulator, demoKey("full"), path, { SYNC_DAYS_AHEAD: "0", STUDIO_LOCALE: "xx-nowhere-at-all-9", STUDIO_PUBLIC_KEY: secret }));
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toBe(
        "The configuration has 3 problems:\n" +
          '  - SYNC_DAYS_AHEAD is "0"; it must be a whole number from 1 to 366 (default 90).\n' +
          '  - STUDIO_LOCALE "xx-nowhere-at-all-9" is not a language tag. Use one such as en-US, en-GB, es-US or fr-CA.\n' +
          "  - STUDIO_PUBLIC_KEY holds a secret key (svc_sk_…). A secret key must never ship in a web page, where every visitor can read it. " +
          "Create a publishable key (svc_pk_…) in the studio's key-management settings for STUDIO_PUBLIC_KEY, and keep the secret key in STUDIO_API_KEY only.\n" +
          'Set these in the environment or in a .env file in the project folder (README, "Connect your studio").\n' +
          "Sync not started: 3 configuration problem(s) (SYNC_DAYS_AHEAD, STUDIO_LOCALE, STUDIO_PUBLIC_KEY).\n",
      );
      expect(run.stderr).not.toContain(secret);
      expect(emulator.requestLog).toEqual([]);
      expect(await readText(path)).toBe("previous");
    });
  });

  it("exits 2 on a problem in the site's settings alone, before any request", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, demoKey("full"), path, { STUDIO_PUBLIC_KEY: "svc_sk_not_for_a_page_0001" }));
      expect(run.exitCode).toBe(2);
      expect(run.stderr).toMatch(/^The configuration has a problem:\n {2}- STUDIO_PUBLIC_KEY holds a secret key \(svc_sk_…\)\. /);
      expect(lines(run.stderr).at(-1)).toBe("Sync not started: 1 configuration problem(s) (STUDIO_PUBLIC_KEY).");
      expect(emulator.requestLog).toEqual([]);
    });
  });

  it("exits 1 on a refused key with the API's answer and what to do in one last line, leaving the previous snapshot byte-identical", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), NOW)).exitCode).toBe(0);
      const before = await readFile(path);
      const run = await runSync(envFor(emulator, demoKey("revoked"), path), LATER);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toBe(
        `Sync failed (unauthorized): GET /me answered 401 unauthorized. The API said: "${/The API said: "([^"]+)"/.exec(run.stderr)?.[1]}". ` +
          `The API key ${demoKey("revoked").slice(0, 11)}… was refused: it is wrong, revoked or missing. Create a new key in the studio's key-management settings and set STUDIO_API_KEY to it. ` +
          "The previous snapshot was left as it was.\n",
      );
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it("exits 1 on a contract violation with its whole message, then one line naming the failure, leaving the previous snapshot byte-identical", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      expect((await runSync(envFor(emulator, demoKey("full"), path), NOW)).exitCode).toBe(0);
      const before = await readFile(path);
      const broken = emulator.data.categories[1]!;
      (broken as { color: unknown }).color = 7;
      const run = await runSync(envFor(emulator, demoKey("full"), path), LATER);
      expect(run.exitCode).toBe(1);
      const failure = "GET /categories?limit=100&offset=0 returned data that breaks the API contract:";
      expect(lines(run.stderr).slice(-4)).toEqual([
        failure,
        `  - record ${broken.id}, data[1].color: Invalid input: expected string, received number`,
        "Nothing was written. The studio's data or the API changed in a way the sync cannot trust; report this message to the API provider, then run the sync again.",
        `Sync failed (contract_violation): ${failure} The previous snapshot was left as it was.`,
      ]);
      expectSameBytes(await readFile(path), before, "the previous snapshot");
    });
  });

  it("exits 1 on a failure of its own (the snapshot cannot be written), with the stack and one line naming it", async () => {
    await withSmallStudio(async (emulator) => {
      const path = await tempSnapshotPath();
      // A folder with something in it where the snapshot goes: the rename over it fails.
      await mkdir(join(path, "in-the-way"), { recursive: true });
      const run = await runSync(envFor(emulator, demoKey("full"), path), NOW);
      expect(run.exitCode).toBe(1);
      const printed = lines(run.stderr);
      const failure = printed.at(-1)!;
      const message = /^Sync failed \(unexpected_error\): (.+) The previous snapshot was left as it was\.$/.exec(failure)?.[1];
      expect(message).toMatch(/^(EISDIR|ENOTEMPTY|EEXIST)\b.*rename '.+' -> '.+'$/);
      const stackStart = printed.indexOf(`Error: ${message}`);
      expect(stackStart, run.stderr).toBeGreaterThan(0);
      expect(printed[stackStart + 1]).toMatch(/^ {4}at /);
      expect(printed.find((line) => line.startsWith("Snapshot written to"))).toBeUndefined();
    });
  });

  it("shows the key nowhere in its output, whatever printed it, even a key of 8 characters", async () => {
    for (const key of ["svc_sk_k", "svc_pk_keyinapath_0123456789"]) {
      await withSmallStudio(async (emulator) => {
        emulator.keys = [...emulator.keys, { key, type: "secret", prefix: key.slice(0, 12), scopes: ["classes:read"], revoked: false, label: "in a path" }];
        // The key in the snapshot's folder name: the command's own "Snapshot written to" line prints it.
        const path = join(dirname(await tempSnapshotPath()), key, "snapshot.json");
        const run = await runSync(envFor(emulator, key, path), NOW);
        expect(run.exitCode, run.stderr).toBe(0);
        expect(run.stderr).not.toContain(key);
        expect(lines(run.stderr)).toContain(`Snapshot written to ${shown(path).replace(key, "[redacted key]")}.`);
      });
    }
  });
});
