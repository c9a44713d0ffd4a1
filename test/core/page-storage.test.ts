import { describe, expect, it } from "vitest";
import { storageOrMemory, type PageStorage } from "../../src/core/page-storage.ts";

describe("storageOrMemory", () => {
  it("gives the browser's storage when the page may have it", () => {
    const entries = new Map<string, string>();
    const granted: PageStorage = { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
    expect(storageOrMemory(() => granted)).toBe(granted);
  });

  it("keeps things in memory for the page when storage is refused (a view framed by another site) or missing", () => {
    const refused = storageOrMemory(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(refused.getItem("plan")).toBeNull();
    refused.setItem("plan", "kept");
    expect(refused.getItem("plan")).toBe("kept");
    // Each page's memory is its own.
    expect(storageOrMemory(() => null).getItem("plan")).toBeNull();
    expect(storageOrMemory(() => undefined).getItem("plan")).toBeNull();
  });
});
