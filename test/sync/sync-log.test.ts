import { describe, expect, it } from "vitest";
import { createSyncLog } from "../../src/sync/sync-log.ts";

/** A stream that keeps every chunk as written. */
function stream(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, stream: { isTTY, write: (chunk: string) => void chunks.push(chunk) } };
}

describe("the sync's log on stderr", () => {
  it("writes a line per message, warnings marked as such", () => {
    const { chunks, stream: out } = stream(false);
    const log = createSyncLog(out);
    log.info("classes: 5 record(s)");
    log.warn("a link is not http(s)");
    expect(chunks).toEqual(["classes: 5 record(s)\n", "warning: a link is not http(s)\n"]);
  });

  it("in a CI log prints plain progress lines only when another tenth is reached, and the last one", () => {
    const { chunks, stream: out } = stream(false);
    const done = createSyncLog(out).progress("sessions", 25);
    for (let count = 1; count <= 25; count += 1) done(count);
    expect(chunks).toEqual([1, 3, 5, 8, 10, 13, 15, 18, 20, 23, 25].map((count) => `sessions: ${count}/25\n`));
    expect(chunks.join("")).not.toMatch(/\r|\x1b/);
  });

  it("prints the first step even when it is already a tenth or more of the phase", () => {
    const { chunks, stream: out } = stream(false);
    const done = createSyncLog(out).progress("sessions", 10);
    for (let count = 1; count <= 10; count += 1) done(count);
    expect(chunks).toEqual(Array.from({ length: 10 }, (_, index) => `sessions: ${index + 1}/10\n`));
  });

  it("prints an empty phase once however often it is reported", () => {
    const { chunks, stream: out } = stream(false);
    const done = createSyncLog(out).progress("sessions", 0);
    done(0);
    done(0);
    expect(chunks).toEqual(["sessions: 0/0\n"]);
  });

  it("on a terminal rewrites one progress line at every step and ends it when the phase is done", () => {
    const { chunks, stream: out } = stream(true);
    const done = createSyncLog(out).progress("sessions", 3);
    done(1);
    done(2);
    done(3);
    expect(chunks).toEqual(["\rsessions: 1/3", "\rsessions: 2/3", "\rsessions: 3/3", "\n"]);
  });
});
