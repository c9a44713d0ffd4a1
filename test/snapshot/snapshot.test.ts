import { mkdir, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { SnapshotError } from "../../src/snapshot/snapshot-error.ts";
import { parseSnapshot, publishedSnapshot, publishedSnapshotParts, readSnapshotFile, serializeSnapshot, UNPUBLISHED_KEY_PREFIX } from "../../src/snapshot/snapshot.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { aClass, aSnapshot, fixtureId } from "../fixtures/catalog-records.ts";
import { tempSnapshotPath } from "../support/temp-paths.ts";

const NEXT_STEP = "Run `npm run sync` to write a fresh one (with no STUDIO_API_KEY it syncs the built-in demo studio).";

/** The error `parseSnapshot` throws for `text`, read from "catalog.json". */
function refusal(text: string): SnapshotError {
  try {
    parseSnapshot(text, "catalog.json");
  } catch (error) {
    if (error instanceof SnapshotError) return error;
    throw error;
  }
  throw new Error("parseSnapshot accepted the text");
}

describe("parseSnapshot", () => {
  it("keeps a version 2 file's record of classes mirrored past the window", () => {
    const snapshot = aSnapshot({ sessions_through: { [fixtureId(1)]: "2027-01-01" } });
    expect(parseSnapshot(JSON.stringify(snapshot), "catalog.json").sessions_through).toEqual({ [fixtureId(1)]: "2027-01-01" });
  });

  it("reads a version 2 file (before the change feed) as one whose feed starts at its own sync, empty", () => {
    const { change_feed: _none, ...older } = aSnapshot({ synced_at: "2026-03-02T10:00:00.000Z" });
    const read = parseSnapshot(JSON.stringify({ ...older, schema_version: 2 }), "catalog.json");
    expect(read.schema_version).toBe(3);
    expect(read.change_feed).toEqual({ started_at: "2026-03-02T10:00:00.000Z", entries: [] });
    // A version 3 file without its feed is not an older file: it is refused, not guessed.
    expect(refusal(JSON.stringify(older)).code).toBe("snapshot_invalid");
  });

  it("says a file that is not complete JSON is damaged, keeping JSON's own error", () => {
    const error = refusal('{"schema_version": 2,');
    expect(error.code).toBe("snapshot_corrupt");
    expect(String(error)).toBe(`SnapshotError: The catalog snapshot at catalog.json is damaged (it is not complete JSON). ${NEXT_STEP}`);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it("says a file from a newer version needs this project updated or a fresh sync", () => {
    const error = refusal(JSON.stringify({ ...aSnapshot(), schema_version: 4 }));
    expect(error.code).toBe("snapshot_newer_version");
    expect(error.message).toBe(
      "The catalog snapshot at catalog.json was written by a newer version of this site (schema version 4; this site reads 3). " +
        "Update this project, or run `npm run sync` to write a fresh one (with no STUDIO_API_KEY it syncs the built-in demo studio).",
    );
  });

  it("calls a version that is not a number a wrong shape, not a newer version", () => {
    const error = refusal(JSON.stringify({ ...aSnapshot(), schema_version: "3" }));
    expect(error.code).toBe("snapshot_invalid");
    expect(error.message).toBe(
      `The catalog snapshot at catalog.json does not have the expected shape (schema_version: Invalid input: expected 3). ${NEXT_STEP}`,
    );
  });

  it("names the top level when the file is JSON null", () => {
    const error = refusal("null");
    expect(error.code).toBe("snapshot_invalid");
    expect(error.message).toBe(
      `The catalog snapshot at catalog.json does not have the expected shape ((top level): Invalid input: expected object, received null). ${NEXT_STEP}`,
    );
  });

  it("names the first wrong field by its dotted path, and how many more problems there are", () => {
    const nested = refusal(JSON.stringify({ ...aSnapshot(), sessions_through: { [fixtureId(1)]: "soon" } }));
    expect(nested.detail).toBe(`sessions_through.${fixtureId(1)}: Expected a date as YYYY-MM-DD`);
    const three = refusal(JSON.stringify({ ...aSnapshot(), classes: "none", categories: "none", warnings: "none" }));
    expect(three.message).toBe(
      `The catalog snapshot at catalog.json does not have the expected shape (classes: Invalid input: expected array, received string and 2 more). ${NEXT_STEP}`,
    );
    const two = refusal(JSON.stringify({ ...aSnapshot(), classes: "none", categories: "none" }));
    expect(two.detail).toBe("classes: Invalid input: expected array, received string and 1 more");
  });
});

describe("readSnapshotFile", () => {
  it("gives the file's bytes as they are on disk, for the site to publish, with the snapshot", async () => {
    const path = await tempSnapshotPath();
    const text = JSON.stringify(aSnapshot({ studio: { ...aSnapshot().studio, name: "Café · Studio" } }), null, 2);
    await writeFile(path, text);
    const read = await readSnapshotFile(path);
    expect(read.bytes.equals(Buffer.from(text))).toBe(true);
    expect(read.snapshot.studio.name).toBe("Café · Studio");
  });

  it("says there is no file, in its detail too, when the path does not exist", async () => {
    const path = await tempSnapshotPath();
    const error = (await readSnapshotFile(path).catch((caught: unknown) => caught)) as SnapshotError;
    expect(error.code).toBe("snapshot_missing");
    expect(error.detail).toBe("no file");
  });

  it("passes on a read error other than a missing file, rather than saying there is no snapshot", async () => {
    const path = await tempSnapshotPath();
    await mkdir(path);
    await expect(readSnapshotFile(path)).rejects.toMatchObject({ code: "EISDIR" });
  });
});

describe("publishedSnapshotParts", () => {
  const withPrefix = (prefix: string, className = "Ballet"): Snapshot => {
    const snapshot = aSnapshot({ classes: [aClass({ name: className })] });
    return { ...snapshot, key: { ...snapshot.key, prefix } };
  };
  const published = (file: string, snapshot: Snapshot) => Buffer.concat(publishedSnapshotParts(Buffer.from(file), snapshot)).toString("utf8");

  it("is the sync's file with the key's prefix replaced, byte for byte what serialising the published snapshot gives", () => {
    const snapshot = withPrefix("svc_sk_Ab12Cd");
    const file = serializeSnapshot(snapshot);
    const text = published(file, snapshot);
    expect(text).toBe(serializeSnapshot(publishedSnapshot(snapshot)));
    expect(text).not.toContain("svc_sk_Ab12Cd");
    expect(parseSnapshot(text, "published").key.prefix).toBe(UNPUBLISHED_KEY_PREFIX);
  });

  it("keeps every other byte of the file as it was read, non-ASCII text too", () => {
    const snapshot = withPrefix("svc_sk_Ab12Cd", "Ballet · Niños 3–5");
    const file = serializeSnapshot(snapshot).replace('"Ballet · Niños 3–5"', '"Ballet · Ni\\u00f1os 3–5"');
    const text = published(file, parseSnapshot(file, "file"));
    expect(text).toBe(file.replace('"prefix": "svc_sk_Ab12Cd"', `"prefix": "${UNPUBLISHED_KEY_PREFIX}"`));
  });

  it("leaves the prefix's characters where the catalog's own text has them", () => {
    const echoed = withPrefix("svc_sk_Ab12Cd", "Ballet svc_sk_Ab12Cd");
    const text = published(serializeSnapshot(echoed), echoed);
    expect(text).toBe(serializeSnapshot(publishedSnapshot(echoed)));
    expect(parseSnapshot(text, "published").key.prefix).toBe(UNPUBLISHED_KEY_PREFIX);
  });

  it("serialises the published snapshot when the file holds the prefix in another form", () => {
    const compact = withPrefix("svc_sk_Ab12Cd");
    expect(published(JSON.stringify(compact), compact)).toBe(serializeSnapshot(publishedSnapshot(compact)));
    // A member's name may be escaped too: the file then holds no "prefix" at all.
    const escaped = serializeSnapshot(compact).replace('"prefix": ', '"pre\\u0066ix": ');
    expect(parseSnapshot(escaped, "file").key.prefix).toBe("svc_sk_Ab12Cd");
    expect(published(escaped, compact)).toBe(serializeSnapshot(publishedSnapshot(compact)));
  });

  it.each([
    { first: "svc_sk_Old123", last: "svc_sk_New456" },
    { first: "svc_sk_New456", last: "svc_sk_New456" },
  ])("never publishes a prefix the file holds twice ($first, then $last), though JSON.parse reads only the last", ({ first, last }) => {
    const snapshot = withPrefix(last);
    const file = serializeSnapshot(snapshot).replace(`"prefix": "${last}"`, `"prefix": "${first}",\n    "prefix": "${last}"`);
    const parsed = parseSnapshot(file, "file");
    expect(parsed.key.prefix).toBe(last);
    const text = published(file, parsed);
    expect(text).not.toContain(first);
    expect(text).not.toContain(last);
    expect(text).toBe(serializeSnapshot(publishedSnapshot(snapshot)));
  });

  it("reads the file's bytes where they are, in a buffer that starts inside a larger one", () => {
    const snapshot = withPrefix("svc_sk_Ab12Cd");
    const file = Buffer.concat([Buffer.from("padding"), Buffer.from(serializeSnapshot(snapshot))]).subarray("padding".length);
    expect(Buffer.concat(publishedSnapshotParts(file, snapshot)).toString("utf8")).toBe(serializeSnapshot(publishedSnapshot(snapshot)));
  });
});
