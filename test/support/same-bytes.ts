import { assert } from "vitest";

const EXCERPT_BYTES = 40;

/**
 * Asserts byte-for-byte equality of two files' contents (or texts). A deep `toEqual` of two
 * snapshot-sized buffers spends minutes building its diff when they differ, and then hits
 * the test's timeout; Buffer#equals answers at once, and a mismatch names the first
 * differing byte with a short excerpt of each side around it.
 */
export function expectSameBytes(actual: Buffer | string, expected: Buffer | string, what = "the file"): void {
  const now = typeof actual === "string" ? Buffer.from(actual, "utf8") : actual;
  const before = typeof expected === "string" ? Buffer.from(expected, "utf8") : expected;
  if (now.equals(before)) return;
  let offset = 0;
  while (offset < now.length && offset < before.length && now[offset] === before[offset]) offset += 1;
  const around = (bytes: Buffer) => JSON.stringify(bytes.subarray(Math.max(0, offset - EXCERPT_BYTES), offset + EXCERPT_BYTES).toString("utf8"));
  assert.fail(
    `${what} is not byte-identical: ${now.length} bytes against ${before.length} expected, first difference at byte ${offset}.\n` +
      `  actual:   …${around(now)}…\n  expected: …${around(before)}…`,
  );
}
