import { describe, expect, it } from "vitest";
import { redactKey, safeKeyPrefix } from "../../src/api/redact-key.ts";

const KEY = "svc_sk_live_0123456789abcdefghijklmnopqrstuvwxyz";

describe("safeKeyPrefix", () => {
  it("keeps the prefix key management shows", () => {
    expect(safeKeyPrefix(KEY.slice(0, 12), KEY)).toBe("svc_sk_live_");
  });

  it.each([
    ["the whole key", KEY],
    ["the whole key and more", `${KEY} (secret)`],
    ["more than half of the key", KEY.slice(0, 30)],
  ])("shows only redactKey's start when a server reports %s as the prefix", (_case, prefix) => {
    expect(safeKeyPrefix(prefix, KEY)).toBe("svc_sk_live");
    expect(`${safeKeyPrefix(prefix, KEY)}…`).toBe(redactKey(KEY));
  });
});

describe("safeKeyPrefix at its edges", () => {
  it("keeps a prefix of exactly half the key: only more than half reveals it", () => {
    const key = "svc_sk_0123456789abcdefghijklm";
    expect(key).toHaveLength(30);
    expect(safeKeyPrefix(key.slice(0, 15), key)).toBe("svc_sk_01234567");
    expect(safeKeyPrefix(key.slice(0, 16), key)).toBe("svc_sk_012");
  });

  it("keeps the prefix as reported when there is no key to compare it with", () => {
    expect(safeKeyPrefix("svc_sk_8f2a", "")).toBe("svc_sk_8f2a");
  });
});
