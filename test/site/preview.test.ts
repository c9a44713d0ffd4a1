import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run preview` (`astro preview` with this project's astro.config.mjs) answers the way
 * static hosts do: an address without the trailing slash reaches the folder's page instead
 * of Astro's 404. A few hand-written pages stand in for a built site; no build needed.
 */

const ROOT = join(import.meta.dirname, "../..");
const ASTRO = join(ROOT, "node_modules/astro/bin/astro.mjs");

let dist: string;
let preview: ChildProcess;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "studio-preview-"));
  const page = (path: string, text: string) => {
    mkdirSync(join(dist, path, ".."), { recursive: true });
    writeFileSync(join(dist, path), `<!doctype html><title>${text}</title><p>${text}</p>\n`);
  };
  page("index.html", "Home");
  page("classes/index.html", "All classes");
  page("classes/ballet-i/index.html", "Ballet I");
  page("404.html", "Page not found");
  preview = spawn(process.execPath, [ASTRO, "preview", "--outDir", dist, "--host", "127.0.0.1", "--port", "0"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`astro preview did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(output.replace(/\x1b\[[0-9;]*m/g, ""));
      if (address) {
        clearTimeout(timer);
        resolve(address[0]);
      }
    };
    preview.stdout!.on("data", read);
    preview.stderr!.on("data", read);
    preview.once("exit", (code) => reject(new Error(`astro preview exited with ${code}:\n${output}`)));
  });
});

afterAll(() => {
  preview?.kill();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`, { redirect: "manual" });
  return { status: response.status, text: await response.text() };
};

describe("npm run preview", () => {
  it("serves a folder's page at its address without the trailing slash, as static hosts do", async () => {
    expect(await get("/classes")).toMatchObject({ status: 200, text: expect.stringContaining("<p>All classes</p>") });
    expect(await get("/classes/ballet-i")).toMatchObject({ status: 200, text: expect.stringContaining("<p>Ballet I</p>") });
  });

  it("serves the same page with the trailing slash", async () => {
    expect(await get("/classes/")).toMatchObject({ status: 200, text: expect.stringContaining("<p>All classes</p>") });
  });

  it("answers an unknown address with the site's own 404 page", async () => {
    expect(await get("/no-such-page")).toMatchObject({ status: 404, text: expect.stringContaining("<p>Page not found</p>") });
  });
});
