import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildPaths, runAstroBuild, type AstroBuildFigures } from "../../bench/astro-build.ts";
import { writeBareProject } from "../../bench/bare-project.ts";
import { BARE_CACHE, PROJECT_ROOT } from "../../bench/bench-paths.ts";
import { endpointExtensions, floorShape } from "../../bench/build-at-scale.ts";

describe("the build benchmark's floor", () => {
  it("knows every kind of file the site's endpoint routes write, and no page's", async () => {
    const kinds = await endpointExtensions(join(PROJECT_ROOT, "src", "pages"));
    for (const kind of [".ics", ".xml", ".json", ".txt"]) expect(kinds).toContain(kind);
    expect(kinds).not.toContain(".html");
    expect(kinds).not.toContain(".astro");
  });

  it("asks for as many pages and endpoint files of each kind as the site wrote, leaving out its bundled assets", () => {
    const site = {
      pages: 10,
      outputs: [
        { extension: ".html", files: 10, bytes: 1, renderMs: 5 },
        { extension: ".xml", files: 7, bytes: 1, renderMs: 2 },
        { extension: ".js", files: 4, bytes: 1, renderMs: null },
        { extension: ".ics", files: 3, bytes: 1, renderMs: 1 },
      ],
    } as unknown as AstroBuildFigures;
    expect(floorShape(site, new Set([".ics", ".xml", ".json"]))).toEqual({
      pages: 10,
      endpoints: [
        { extension: ".xml", files: 7 },
        { extension: ".ics", files: 3 },
      ],
    });
  });

  it("builds a bare project that writes exactly that many files of each kind", async () => {
    await mkdir(BARE_CACHE, { recursive: true });
    const dir = await mkdtemp(join(BARE_CACHE, "test-"));
    try {
      await writeBareProject(dir, { pages: 3, endpoints: [{ extension: ".ics", files: 2 }, { extension: ".xml", files: 4 }, { extension: ".json", files: 1 }] });
      const built = await runAstroBuild({ root: dir, ...buildPaths(dir) });
      const files = Object.fromEntries(built.outputs.map((kind) => [kind.extension, kind.files]));
      expect(files).toEqual({ ".html": 3, ".ics": 2, ".xml": 4, ".json": 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
