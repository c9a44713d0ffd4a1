import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildSummary } from "../../src/site/build-languages.ts";

describe("the line npm run build ends with", () => {
  it("says how many pages it built, in which languages, where, how long it took, and how to look at them", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "build-summary-"));
    const outDir = join(cwd, "dist");
    await mkdir(join(outDir, "classes", "ballet"), { recursive: true });
    await mkdir(join(outDir, "es"), { recursive: true });
    for (const page of ["index.html", "404.html", "classes/ballet/index.html", "es/index.html"]) await writeFile(join(outDir, page), "<!doctype html>");
    await writeFile(join(outDir, "calendar.ics"), "BEGIN:VCALENDAR");
    expect(await buildSummary({ outDir, locales: ["en-US", "es-US"] }, 7.04, cwd)).toBe(
      "Built 4 pages (en-US, es-US) into dist/ in 7.0 s. npm run preview serves them at http://localhost:4321.",
    );
  });
});
