import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { weightOf } from "./heavy-files-first.ts";

const weight = (path: string) => weightOf(path, readFileSync(path, "utf8"));

describe("the order files start in on a fresh clone", () => {
  it("puts the files that drive Chromium or build many sites first, then those that build a site or sync end to end", () => {
    const first = ["test/random-studios.test.ts", "test/browser/phone.test.ts", "test/browser/embed.test.ts", "test/i18n/browser-words.test.ts"];
    // Chromium without the demo's browser helpers; six sites in two languages; five builds.
    first.push("test/browser/logo.test.ts", "test/i18n/english-scan.test.ts", "test/site/build.test.ts");
    for (const path of first) expect(weight(path), path).toBe(2);
    for (const path of ["test/site/two-languages.test.ts", "test/site/contradictions.test.ts", "test/sync/faults.e2e.test.ts"]) {
      expect(weight(path), path).toBe(1);
    }
    for (const path of ["test/core/compare-text.test.ts", "test/live/live-spots.test.ts"]) expect(weight(path), path).toBe(0);
  });
});
