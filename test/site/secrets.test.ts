import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoKey } from "../../src/emulator/index.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { envFor, readText, runSync, tempSnapshotPath, withEmulator, type SyncRun } from "../support/sync-harness.ts";

/**
 * The API key must never leave the sync: not in the snapshot, a log line, an error, or
 * any file of the built site. A secret key (svc_sk_) is never shipped to the browser.
 * The publishable key for live spots is meant for pages (spec 5), and goes nowhere else.
 */
const KEY = demoKey("full");
const PUBLIC_KEY = demoKey("publishable");
let snapshotText: string;
let logs: SyncRun[];
let site: BuiltSite;

beforeAll(async () => {
  const path = await tempSnapshotPath();
  logs = await withEmulator({}, async (emulator) => {
    const good = await runSync(envFor(emulator, KEY, path));
    // Failures print the most: an error on the way, then the summary line.
    emulator.keys.find((key) => key.label === "full")!.revoked = true;
    const revoked = await runSync(envFor(emulator, KEY, path));
    const badConfig = await runSync(envFor(emulator, KEY, path, { STUDIO_TIMEZONE: "Nowhere/Nothing" }));
    return [good, revoked, badConfig];
  });
  snapshotText = await readText(path);
  // The build runs with the key in its environment, as a CI job that syncs and builds would.
  site = await buildSite({
    snapshot: snapshotText,
    env: {
      STUDIO_API_KEY: KEY,
      STUDIO_API_URL: "https://api.example.com/v1",
      STUDIO_PUBLIC_KEY: PUBLIC_KEY,
      SITE_URL: "https://schedule.example.com",
    },
  });
});

afterAll(async () => {
  await site?.cleanup();
});

describe("the API key", () => {
  it("is not in the snapshot", () => {
    expect(logs[0]!.exitCode).toBe(0);
    expect(snapshotText).not.toContain(KEY);
    expect(snapshotText).not.toContain(KEY.slice(12));
  });

  it("is not in any log line or error message, only its prefix", () => {
    expect(logs.map((run) => run.exitCode)).toEqual([0, 1, 2]);
    for (const run of logs) {
      expect(run.stderr).not.toContain(KEY);
      expect(run.stderr).not.toContain(KEY.slice(12));
    }
    expect(logs[1]!.stderr).toMatch(/The API key svc_sk_\S*… was refused/);
  });

  it("is in no file of the built site, and no secret key prefix ships to the browser", async () => {
    const files = await site.files();
    expect(files.length).toBeGreaterThan(20);
    // The snapshot the site publishes for the next sync's change report is checked like every page.
    expect(files).toContain("catalog-snapshot.json");
    for (const file of files) {
      const content = await readFile(join(site.outDir, file), "utf8");
      expect(content, file).not.toContain(KEY);
      expect(content, file).not.toContain(KEY.slice(12));
      expect(content, file).not.toContain("svc_sk_");
    }
  });
});

describe("the publishable key", () => {
  it("is only in the pages that refresh spots live, and in neither the snapshot nor the logs", async () => {
    expect(snapshotText).not.toContain(PUBLIC_KEY);
    const holding: string[] = [];
    for (const file of await site.files()) {
      if ((await readFile(join(site.outDir, file), "utf8")).includes(PUBLIC_KEY)) holding.push(file);
    }
    expect(holding).toContain("classes/index.html");
    expect(holding).toContain("schedule/index.html");
    expect(holding).toContain("index.html");
    expect(holding).toContainEqual(expect.stringMatching(/^seasons\/[^/]+\/index\.html$/));
    // Class pages and their later sessions, class listings, the schedule and home, and their embed views, and the
    // season pages (their class items show spots), and the family planner (its classes' spots, issue 34): HTML only.
    expect(holding).toContain("plan/index.html");
    expect(holding.filter((file) => !(file === "index.html" || file === "plan/index.html" || /^(embed\/)?(classes|schedule)\/.*index\.html$/.test(file) || /^seasons\/[^/]+\/index\.html$/.test(file)))).toEqual([]);
  });
});
