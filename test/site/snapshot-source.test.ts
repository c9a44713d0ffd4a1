import { describe, expect, it } from "vitest";
import { buildableSnapshot, snapshotSource } from "../../src/site/snapshot-source.ts";
import { aSnapshot } from "../fixtures/catalog-records.ts";

describe("buildableSnapshot", () => {
  it("asks for SITE_URL when the snapshot comes from a real studio's API, and says how to set it", () => {
    const real = aSnapshot({ source: { kind: "api", api_url: "https://api.example.com/v1" } });
    expect(() => buildableSnapshot(real, null)).toThrow(
      expect.objectContaining({ code: "site_url_missing", message: expect.stringMatching(/set SITE_URL \(for example https:\/\/schedule\.example\.com\)/) }),
    );
    expect(buildableSnapshot(real, "https://schedule.example.com")).toBe(real);
  });

  it("builds the demo studio without SITE_URL", () => {
    const demo = aSnapshot({ source: { kind: "demo-emulator", api_url: "http://127.0.0.1:4010/v1" } });
    expect(buildableSnapshot(demo, null)).toBe(demo);
  });
});

describe("snapshotSource", () => {
  it("needs an absolute path, and says so when the site is configured", () => {
    expect(() => snapshotSource("relative/snapshot.json")).toThrow(expect.objectContaining({ code: "snapshot_path_invalid", message: expect.stringMatching(/absolute path/) }));
    expect(snapshotSource("/srv/site/.catalog/snapshot.json").name).toBe("studio-snapshot");
  });
});
