/**
 * The studio's logo in the header, measured where families see it: for every kind of file
 * the README allows (an SVG with a viewBox only, with width and height only, with both; a
 * PNG, a WebP, a JPEG; a very wide one and a very tall one), a site is built with that file
 * in its public folder and Chromium measures the logo's rendered box on a phone and on a
 * desktop. An SVG with a viewBox only used to render 24 × 4.8 px (issue 33).
 */
import { copyFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoStudio } from "../../src/emulator/index.ts";
import { logoBox } from "../../src/site/logo.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { launchChromium } from "../support/chromium.ts";
import { startStaticServer } from "../support/static-server.ts";
import { syncStudio } from "../support/sync-harness.ts";
import { buildSite, makeBuildDir } from "../support/build-site.ts";

const PROJECT_PUBLIC = fileURLToPath(new URL("../../public/", import.meta.url));

interface LogoKind {
  readonly name: string;
  readonly file: string;
  /** The file's own width and height (an SVG's viewBox or attributes). */
  readonly natural: readonly [number, number];
  /** The file's bytes; raster ones are drawn by the browser (`drawn`). */
  readonly svg?: string;
  readonly drawn?: "image/png" | "image/webp" | "image/jpeg";
}

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect x="0" y="0" width="100%" height="100%" fill="#4a2fb3"/></svg>`;

const KINDS: readonly LogoKind[] = [
  { name: "an SVG with a viewBox only", file: "logo.svg", natural: [300, 60], svg: svg('viewBox="0 0 300 60"') },
  { name: "an SVG with width and height only", file: "logo.svg", natural: [120, 60], svg: svg('width="120" height="60"') },
  { name: "an SVG with both", file: "logo.svg", natural: [600, 100], svg: svg('width="600" height="100" viewBox="0 0 600 100"') },
  { name: "a PNG", file: "logo.png", natural: [180, 60], drawn: "image/png" },
  { name: "a WebP", file: "logo.webp", natural: [400, 100], drawn: "image/webp" },
  { name: "a JPEG", file: "logo.jpg", natural: [100, 100], drawn: "image/jpeg" },
  { name: "a very wide SVG (20:1)", file: "logo.svg", natural: [1200, 60], svg: svg('viewBox="0 0 1200 60"') },
  { name: "a very tall SVG (1:5)", file: "logo.svg", natural: [40, 200], svg: svg('viewBox="0 0 40 200"') },
];

const WIDTHS = [320, 390, 1280];

/** A small studio (two classes of the demo's), so each logo's site builds in a second or two. */
async function smallStudio(): Promise<Snapshot> {
  const now = new Date();
  const data = createDemoStudio();
  const kept = new Set(data.classes.slice(0, 2).map((cls) => cls.id));
  return syncStudio(
    { ...data, classes: data.classes.filter((cls) => kept.has(cls.id)), instances: data.instances.filter((session) => kept.has(session.class_id)) },
    { now, daysAhead: 14 },
  );
}

let browser: Browser;
let snapshot: Snapshot;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  [browser, snapshot] = await Promise.all([launchChromium(), smallStudio()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const cleanup of cleanups) await cleanup();
});

/** The project's public files with the logo added: the folder a studio's copy would have. */
async function publicFolderWith(kind: LogoKind): Promise<string> {
  const dir = await mkdtemp(join(await makeBuildDir(), "public-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  for (const name of await readdir(PROJECT_PUBLIC)) await copyFile(join(PROJECT_PUBLIC, name), join(dir, name));
  if (kind.svg !== undefined) {
    await writeFile(join(dir, kind.file), kind.svg);
  } else {
    const page = await browser.newPage();
    const [width, height] = kind.natural;
    const dataUrl = await page.evaluate(
      ({ width, height, type }) => {
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext("2d")!;
        context.fillStyle = "#4a2fb3";
        context.fillRect(0, 0, width, height);
        return canvas.toDataURL(type);
      },
      { width, height, type: kind.drawn! },
    );
    await page.close();
    expect(dataUrl.startsWith(`data:${kind.drawn};base64,`), `Chromium encodes ${kind.drawn}`).toBe(true);
    await writeFile(join(dir, kind.file), Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
  }
  return dir;
}

describe("the header's logo", () => {
  it.each(KINDS)("shows $name at 40 px tall (at most 240 px wide), on phones and on a desktop", async (kind) => {
    // The run's warm builders (test/support/build-site.ts); a failed build fails here with its output.
    const built = await buildSite({ snapshot, publicDir: await publicFolderWith(kind) });
    cleanups.push(built.cleanup);
    const server = await startStaticServer(built.outDir);
    cleanups.push(server.close);
    const expected = logoBox(...kind.natural);
    // One page, loaded again at each width: the header is laid out afresh by each load.
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`${server.origin}/`, { waitUntil: "load" });
      const logo = page.locator(".site-brand img");
      const shown = await logo.evaluate((image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return { width: box.width, height: box.height, loaded: image.complete && image.naturalWidth > 0, src: image.getAttribute("src") };
      });
      const at = `${kind.name} at ${width} px`;
      expect(shown.src, at).toBe(`/${kind.file}`);
      expect(shown.loaded, at).toBe(true);
      expect(shown.width, at).toBeCloseTo(expected.width, 0);
      expect(shown.height, at).toBeCloseTo(expected.height, 0);
      expect(shown.height, at).toBeLessThanOrEqual(40.5);
      expect(shown.width, at).toBeLessThanOrEqual(240);
      if (kind.natural[0] / kind.natural[1] <= 6) expect(Math.abs(shown.height - 40), at).toBeLessThan(0.6);
    }
    await context.close();
  }, 120_000);
});
