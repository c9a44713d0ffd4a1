import { describe, expect, it } from "vitest";
import { DEMO_KEYS, demoKey } from "../../src/emulator/index.ts";

describe("demo keys", () => {
  it("has the labelled keys the tests and the demo rely on", () => {
    const byLabel = new Map(DEMO_KEYS.map((key) => [key.label, key]));
    expect(byLabel.get("full")).toMatchObject({ type: "secret", revoked: false });
    expect(byLabel.get("full")!.scopes).toHaveLength(5);
    expect(byLabel.get("publishable")).toMatchObject({ type: "publishable", revoked: false });
    expect(byLabel.get("publishable")!.scopes).toHaveLength(5);
    expect(byLabel.get("two-scopes")!.scopes).toEqual(["classes:read", "locations:read"]);
    expect(byLabel.get("revoked")!.revoked).toBe(true);
    expect(byLabel.get("no-scopes")!.scopes).toEqual([]);
  });

  it("look like real keys, with the first 12 characters as prefix, all distinct", () => {
    for (const key of DEMO_KEYS) {
      expect(key.key).toMatch(key.type === "secret" ? /^svc_sk_\S{20,}$/ : /^svc_pk_\S{20,}$/);
      expect(key.prefix).toBe(key.key.slice(0, 12));
    }
    expect(new Set(DEMO_KEYS.map((key) => key.prefix)).size).toBe(DEMO_KEYS.length);
  });

  it("demoKey returns a key by label and names the labels when one is unknown", () => {
    expect(demoKey("full")).toBe(DEMO_KEYS.find((key) => key.label === "full")!.key);
    expect(() => demoKey("admin")).toThrow('There is no demo key labelled "admin". Use one of: full, publishable, two-scopes, classes-only, revoked, no-scopes.');
  });
});
