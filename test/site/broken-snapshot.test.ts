import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeSnapshot } from "../../src/snapshot/snapshot.ts";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { runBuild, type BuildRun } from "../support/build-site.ts";

/** Builds from snapshot files that a crash, a bad copy or a newer version left behind. */
const whole = serializeSnapshot(await demoLikeSnapshot());
const cases: [string, string, RegExp][] = [
  ["a truncated file", whole.slice(0, Math.floor(whole.length * 0.6)), /is damaged \(it is not complete JSON\)/],
  ["a file that is not JSON at all", "\u0000\u0001garbage", /is damaged \(it is not complete JSON\)/],
  ["a file of the wrong shape", JSON.stringify({ ...JSON.parse(whole), classes: [{ id: 1 }] }), /does not have the expected shape \(classes\.0\.id/],
  ["a file written by a newer version", JSON.stringify({ ...JSON.parse(whole), schema_version: 4 }), /written by a newer version of this site \(schema version 4; this site reads 3\)/],
];

const runs = new Map<string, BuildRun>();

beforeAll(async () => {
  await Promise.all(cases.map(async ([name, text]) => runs.set(name, await runBuild({ snapshot: text }))));
});

afterAll(async () => {
  await Promise.all([...runs.values()].map((run) => run.cleanup()));
});

async function htmlFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { recursive: true })).filter((file) => String(file).endsWith(".html")).map(String);
}

describe.each(cases)("a build from %s", (name, _text, reason) => {
  it("stops, says what is wrong and to re-sync, and leaves no half-built site", async () => {
    const run = runs.get(name)!;
    expect(run.code).not.toBe(0);
    expect(run.output).toMatch(reason);
    expect(run.output).toMatch(/run `npm run sync`/i);
    expect(await htmlFiles(run.outDir)).toEqual([]);
  });
});
