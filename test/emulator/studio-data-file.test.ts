import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { createDemoStudio, readStudioDataFile, startEmulator } from "../../src/emulator/index.ts";
import { tempSnapshotPath } from "../support/temp-paths.ts";

async function tempFile(content: string): Promise<string> {
  const path = join(dirname(await tempSnapshotPath()), "studio.json");
  await writeFile(path, content, "utf8");
  return path;
}

describe("readStudioDataFile", () => {
  it("reads a studio saved as JSON, and the emulator serves it as written", async () => {
    const studio = createDemoStudio({ today: "2026-03-02" });
    studio.registrations[0]!.registration_window.closes_at = "2026-09-01 09:00:00z";
    const data = await readStudioDataFile(await tempFile(JSON.stringify(studio)));
    expect(data).toEqual(studio);
    const emulator = await startEmulator({ data, today: "2026-03-02" });
    try {
      const response = await fetch(`${emulator.url}/registrations/${studio.registrations[0]!.id}`, { headers: { "X-API-Key": emulator.keys[0]!.key } });
      expect((await response.json()).data.registration_window.closes_at).toBe("2026-09-01 09:00:00z");
    } finally {
      await emulator.close();
    }
  });

  it("refuses a studio the spec does not allow, naming each problem's path", async () => {
    const studio = createDemoStudio({ today: "2026-03-02" });
    const broken = { ...studio, timezone: "Mars/Olympus", classes: [{ ...studio.classes[0], price_cents: -1, extra: true }] };
    const path = await tempFile(JSON.stringify(broken));
    await expect(readStudioDataFile(path)).rejects.toThrow(
      `The studio file ${path} is not a studio the spec allows:\n` +
        "  timezone: Expected an IANA time zone such as America/New_York\n" +
        "  classes.0.price_cents: Expected cents of 0 or more\n" +
        '  classes.0: Unrecognized key: "extra"',
    );
  });

  it("says which file it could not read", async () => {
    const path = await tempFile("{ not json");
    await expect(readStudioDataFile(path)).rejects.toThrow(new RegExp(`^Could not read the studio file ${path}: .+\\. Give a JSON file holding the emulator's StudioData\\.$`));
  });
});
