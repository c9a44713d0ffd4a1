import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildClassCalendar } from "../../../src/catalog/calendar/build-calendar.ts";
import { balletEntry, feedOptions } from "./feed-fixtures.ts";

const run = promisify(execFile);
const root = new URL("../../../", import.meta.url);

/**
 * ical-generator formats dates with the machine's clock when a calendar time zone is
 * set, and all-day dates could slip a day in a zone west of UTC. The feed must be the
 * same bytes whatever TZ the build machine has: each zone gets its own process (Node
 * reads TZ at start-up).
 */
describe("independence from the build machine's time zone", () => {
  const script = `
    const { buildClassCalendar } = await import(new URL("src/catalog/calendar/build-calendar.ts", process.env.ROOT).href);
    const { balletEntry, feedOptions } = await import(new URL("test/catalog/calendar/feed-fixtures.ts", process.env.ROOT).href);
    process.stdout.write(JSON.stringify({ offset: new Date("2027-01-15T12:00:00Z").getTimezoneOffset(), feed: buildClassCalendar(balletEntry(), feedOptions()) }));
  `;
  const expected = buildClassCalendar(balletEntry(), feedOptions());

  it.each([
    { zone: "Pacific/Honolulu", offset: 600 },
    { zone: "Pacific/Kiritimati", offset: -840 },
    { zone: "Europe/London", offset: 0 },
  ])("writes the same feed on a machine in $zone", async ({ zone, offset }) => {
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, TZ: zone, ROOT: root.href },
    });
    const answer = JSON.parse(stdout) as { offset: number; feed: string };
    expect(answer.offset).toBe(offset);
    expect(answer.feed).toBe(expected);
  });
});
