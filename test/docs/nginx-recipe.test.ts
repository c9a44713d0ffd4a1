import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The nginx recipe in docs/deploying.md, copied from the docs and run by a real nginx
 * against a few hand-written pages. Skipped where nginx is not installed (the CI image
 * has none; `apt-get install nginx-light` runs it).
 */

const ROOT = join(import.meta.dirname, "../..");
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

function recipe(): string {
  const docs = readFileSync(join(ROOT, "docs/deploying.md"), "utf8");
  const block = /### Serving the files: nginx\s+```nginx\n([\s\S]*?)```/.exec(docs);
  expect(block, "docs/deploying.md has the nginx recipe").not.toBeNull();
  return block![1]!;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });

let work: string;
let nginx: ChildProcess | undefined;
let origin: string;

beforeAll(async () => {
  if (!NGINX) return;
  work = mkdtempSync(join(tmpdir(), "studio-nginx-"));
  // nginx's workers run as another user when started by root: let them read the pages.
  chmodSync(work, 0o755);
  const site = join(work, "site");
  mkdirSync(join(site, "classes"), { recursive: true });
  writeFileSync(join(site, "index.html"), "<p>Home</p>\n");
  writeFileSync(join(site, "classes/index.html"), "<p>All classes</p>\n");
  writeFileSync(join(site, "404.html"), "<p>Page not found</p>\n");
  writeFileSync(join(site, "calendar.ics"), "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const server = recipe()
    .replace("root /var/www/schedule;", `root ${site};`)
    .replace("server {", `server {\n    listen 127.0.0.1:${port};`);
  const temp = (name: string) => `${name}_temp_path ${join(work, name)};`;
  writeFileSync(
    join(work, "nginx.conf"),
    [
      `pid ${join(work, "nginx.pid")};`,
      `error_log ${join(work, "error.log")};`,
      "events {}",
      "http {",
      "include /etc/nginx/mime.types;",
      "access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
      server,
      "}",
    ].join("\n"),
  );
  const check = spawnSync(NGINX, ["-t", "-p", work, "-c", join(work, "nginx.conf")], { encoding: "utf8" });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(NGINX, ["-p", work, "-c", join(work, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  for (let tries = 0; ; tries++) {
    try {
      await fetch(origin);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
});

afterAll(() => {
  nginx?.kill();
  if (work) rmSync(work, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: "manual", headers: { host: "schedule.yourstudio.com" } });

describe.skipIf(!NGINX)("the nginx recipe in docs/deploying.md", () => {
  it("redirects an address without the trailing slash to the folder's page, keeping the visitor's scheme and port", async () => {
    const response = await get("/classes");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/classes/");
    expect(await (await get("/classes/")).text()).toContain("All classes");
  });

  it("sends calendar feeds as calendars, with the security headers", async () => {
    const response = await get("/calendar.ics");
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
  });

  it("answers an unknown address with the site's 404 page", async () => {
    const response = await get("/no-such-page/");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });
});
