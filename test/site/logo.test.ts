import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { logoBox, siteLogo } from "../../src/site/logo.ts";

const DEMO = { kind: "demo-emulator", api_url: null } as const;
const API = { kind: "api", api_url: "https://api.example.com/v1" } as const;

async function publicDir(files: Record<string, string | Buffer> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "public-"));
  for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
  return dir;
}

/** A 1×1 PNG stretched in its header to 300×100 (only the header is read). */
function pngOfSize(width: number, height: number): Buffer {
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe("logoBox", () => {
  it("shows a logo 40 px tall at its own proportions", () => {
    expect(logoBox(300, 60)).toEqual({ width: 200, height: 40 });
    expect(logoBox(100, 100)).toEqual({ width: 40, height: 40 });
    expect(logoBox(40, 200)).toEqual({ width: 8, height: 40 });
  });

  it("bounds a very wide logo at 240 px wide, as tall as its proportions allow", () => {
    expect(logoBox(600, 100)).toEqual({ width: 240, height: 40 });
    expect(logoBox(1200, 60)).toEqual({ width: 240, height: 12 });
  });

  it("refuses a size that is not one", () => {
    expect(() => logoBox(0, 40)).toThrow(RangeError);
    expect(() => logoBox(Number.NaN, 40)).toThrow(RangeError);
  });
});

describe("siteLogo", () => {
  it("shows the studio's logo from public/, 40 px tall at its own proportions", async () => {
    // viewBox 0 0 300 60: five times as wide as tall.
    const dir = await publicDir({ "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60"></svg>' });
    expect(await siteLogo(API, dir)).toEqual({ src: "/logo.svg", width: 200, height: 40 });
  });

  it("prefers an SVG, then PNG, WebP and JPEG", async () => {
    const dir = await publicDir({ "logo.png": pngOfSize(300, 100) });
    expect(await siteLogo(API, dir)).toEqual({ src: "/logo.png", width: 120, height: 40 });
    await writeFile(join(dir, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"></svg>');
    expect(await siteLogo(API, dir)).toEqual({ src: "/logo.svg", width: 80, height: 40 });
  });

  it("shows the demo studio's logo only for the demo snapshot, and the studio's own logo over it", async () => {
    expect(await siteLogo(DEMO, await publicDir())).toEqual({ src: "/demo-logo.svg", width: 190, height: 40 });
    expect(await siteLogo(API, await publicDir())).toBeNull();
    expect((await siteLogo(DEMO, await publicDir({ "logo.png": pngOfSize(40, 40) })))?.src).toBe("/logo.png");
  });

  it("gives the demo logo the size its file declares", async () => {
    const svg = await readFile(new URL("../../src/site/demo-logo.svg", import.meta.url), "utf8");
    expect(svg).toContain('viewBox="0 0 190 40"');
  });

  it("says how to fix a logo whose size cannot be read", async () => {
    const dir = await publicDir({ "logo.svg": "<svg></svg>" });
    await expect(siteLogo(API, dir)).rejects.toMatchObject({
      code: "logo_unreadable",
      message: expect.stringContaining("give the SVG a viewBox (or width and height attributes)"),
    });
  });
});
