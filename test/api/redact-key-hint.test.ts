import { describe, expect, it } from "vitest";
import { redactKey, redactKeyIn } from "../../src/api/redact-key.ts";

const KEY = "svc_sk_live_0123456789abcdefSECRET";

describe("redactKey", () => {
  it("shows the first 11 characters of a long key and an ellipsis, nothing more", () => {
    expect(redactKey(KEY)).toBe("svc_sk_live…");
  });

  it("shows at most a third of a short key, so a short key is never readable from its hint", () => {
    expect(redactKey("abcdefghi")).toBe("abc…");
    expect(redactKey("abcdefghij")).toBe("abc…");
    expect(redactKey("ab")).toBe("…");
  });

  it("never shows more than 11 characters or a third of any key", () => {
    for (let length = 0; length <= 60; length += 1) {
      const key = "k".repeat(length);
      const shown = redactKey(key).length - 1;
      expect(shown).toBeLessThanOrEqual(Math.min(11, length / 3));
    }
  });
});

describe("redactKeyIn", () => {
  it("replaces every occurrence of the key with its hint", () => {
    expect(redactKeyIn(`key=${KEY}; again ${KEY}.`, KEY)).toBe("key=svc_sk_live…; again svc_sk_live….");
  });

  it("leaves text without the key as it is", () => {
    expect(redactKeyIn("a proxy error page", KEY)).toBe("a proxy error page");
  });

  it("leaves text as it is when there is no key, rather than putting a hint between every character", () => {
    expect(redactKeyIn("abc", "")).toBe("abc");
  });
});
