import { describe, expect, it } from "vitest";
import { expectSameBytes } from "./same-bytes.ts";

describe("expectSameBytes", () => {
  it("passes for the same bytes, as a buffer or a text", () => {
    expectSameBytes(Buffer.from("snapshot é"), "snapshot é");
  });

  it("names the first differing byte with an excerpt of each side, at once even for megabytes", () => {
    const before = Buffer.alloc(8_000_000, "a");
    const now = Buffer.from(before);
    now[5_000_000] = "b".charCodeAt(0);
    const started = performance.now();
    expect(() => expectSameBytes(now, before, "the previous snapshot")).toThrow(
      /^the previous snapshot is not byte-identical: 8000000 bytes against 8000000 expected, first difference at byte 5000000\.\n {2}actual: {3}…"a{40}ba{39}"…\n {2}expected: …"a{80}"…$/,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("reports a file that only got longer at the end of the shorter one", () => {
    expect(() => expectSameBytes("abc", "abcd")).toThrow(/3 bytes against 4 expected, first difference at byte 3\./);
  });
});
