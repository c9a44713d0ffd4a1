import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

/**
 * A snapshot built twice gives the same site, byte for byte, though pages render four at a
 * time (src/site/build-options.ts): the hourly workflow publishes only when the site changed,
 * so a build that shuffled its output would publish every hour, and the note on a change
 * ("what changed since the last build") would have nothing to go on.
 */
describe("building a snapshot twice", () => {
  let first: BuiltSite;
  let second: BuiltSite;

  beforeAll(async () => {
    const snapshot = await demoLikeSnapshot(new Date());
    // Side by side, as a busy machine would interleave them: the order pages finish in differs.
    [first, second] = await Promise.all([buildSite({ snapshot }), buildSite({ snapshot })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.cleanup(), second?.cleanup()]);
  });

  it("writes the same files with the same bytes", async () => {
    const files = await first.files();
    expect(files.length).toBeGreaterThan(100);
    expect(await second.files()).toEqual(files);
    const differing: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(first.outDir, file)), readFile(join(second.outDir, file))]);
      if (!a.equals(b)) differing.push(file);
    }
    // Where the first of them differs, then which ones do.
    if (differing.length > 0) expectSameBytes(await readFile(join(second.outDir, differing[0]!)), await readFile(join(first.outDir, differing[0]!)), differing[0]);
    expect(differing).toEqual([]);
  });
});
