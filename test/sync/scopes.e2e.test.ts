import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { ENDPOINT_SCOPES } from "../../src/api/endpoints.ts";
import { scopeSchema, type Scope } from "../../src/api/schemas/index.ts";
import type { EmulatorKey, RunningEmulator } from "../../src/emulator/index.ts";
import { SECTION_SOURCES } from "../../src/sync/sections.ts";
import { snapshotSchema } from "../../src/snapshot/snapshot.ts";
import { envFor, runSync, tempSnapshotPath, withEmulator } from "../support/sync-harness.ts";

const TODAY = "2026-11-21";
const NOW = () => new Date("2026-11-21T17:00:00Z");

/** Spec section 4's endpoint table, copied by hand: the path and the scope it needs. */
const SPEC_TABLE: [string, Scope | null][] = [
  ["/me", null],
  ["/classes", "classes:read"],
  ["/classes/{classId}/instances", "classes:read"],
  ["/categories", "classes:read"],
  ["/trial-classes", "classes:read"],
  ["/registrations", "registrations:read"],
  ["/registrations/{registrationId}", "registrations:read"],
  ["/membership-types", "memberships:read"],
  ["/appointment-services", "appointments:read"],
  ["/locations", "locations:read"],
];

const ALL_SCOPES = scopeSchema.options;

/** A key that holds exactly these scopes, added to the emulator's keys. */
function keyWith(emulator: RunningEmulator, scopes: readonly Scope[]): string {
  const key = `svc_sk_scope_test_${scopes.join("_").replace(/:read/g, "") || "none"}_000000000000`;
  const entry: EmulatorKey = { key, type: "secret", prefix: key.slice(0, 12), scopes: [...scopes], revoked: false, label: `only ${scopes.join(", ")}` };
  emulator.keys = [...emulator.keys, entry];
  return key;
}

/** The spec's path with real ids of the demo studio in place of {classId} and {registrationId}. */
function concretePath(emulator: RunningEmulator, pattern: string): string {
  return pattern.replace("{classId}", emulator.data.classes[0]!.id).replace("{registrationId}", emulator.data.registrations[0]!.id);
}

/** "/v1/classes/<id>/instances" -> "/classes/{classId}/instances", as the spec's table writes it. */
function patternOf(path: string): string {
  return path
    .replace(/^\/v1/, "")
    .replace(/^\/classes\/[^/]+\/instances$/, "/classes/{classId}/instances")
    .replace(/^\/registrations\/[^/]+$/, "/registrations/{registrationId}");
}

async function statusOf(emulator: RunningEmulator, path: string, key: string): Promise<number> {
  const response = await fetch(`${emulator.url}${path}`, { headers: { "X-API-Key": key } });
  await response.arrayBuffer();
  return response.status;
}

describe("scopes: spec 4's table, one row per endpoint", () => {
  it("is the table the sync and the emulator share", () => {
    expect(Object.entries(ENDPOINT_SCOPES)).toEqual(SPEC_TABLE);
  });

  it.each(SPEC_TABLE)("%s needs %s: the emulator answers 403 without it and not with it alone, and the sync asks for it", async (pattern, scope) => {
    await withEmulator({ today: TODAY, now: () => NOW().getTime() }, async (emulator) => {
      const path = concretePath(emulator, pattern);
      const others = ALL_SCOPES.filter((candidate) => candidate !== scope);
      expect(await statusOf(emulator, path, keyWith(emulator, others))).toBe(scope === null ? 200 : 403);
      expect(await statusOf(emulator, path, keyWith(emulator, scope === null ? [] : [scope]))).toBe(200);
      // The sync skips a section whose scope the key lacks by this same scope.
      for (const source of Object.values(SECTION_SOURCES).filter((candidate) => candidate.path === pattern)) {
        expect(source.scope).toBe(scope);
      }
    });
  });
});

describe("sync with a key that holds one scope, or none", () => {
  it.each(ALL_SCOPES)("with only %s, syncs what that scope reads, skips the rest and makes no request that gets 403", async (scope) => {
    await withEmulator({ today: TODAY, now: () => NOW().getTime() }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, keyWith(emulator, [scope]), path), NOW);
      expect(run.exitCode, run.stderr).toBe(0);
      expect(emulator.requestLog.filter((entry) => entry.status === 403)).toEqual([]);
      const readable = new Set(SPEC_TABLE.filter(([, needs]) => needs === null || needs === scope).map(([pattern]) => pattern));
      const asked = new Set(emulator.requestLog.map((entry) => patternOf(entry.path)));
      expect([...asked].filter((pattern) => !readable.has(pattern))).toEqual([]);
      expect(asked.size).toBeGreaterThan(1);
      const snapshot = snapshotSchema.parse(JSON.parse(await readFile(path, "utf8")));
      for (const [name, section] of Object.entries(snapshot.sections)) {
        const needs = SPEC_TABLE.find(([pattern]) => pattern === SECTION_SOURCES[name as keyof typeof SECTION_SOURCES].path)![1];
        expect(section.status, name).toBe(needs === scope ? "synced" : "skipped");
      }
    });
  });

  it("with no scope, exits 1 after /me alone, saying which scope to add", async () => {
    await withEmulator({ today: TODAY, now: () => NOW().getTime() }, async (emulator) => {
      const path = await tempSnapshotPath();
      const run = await runSync(envFor(emulator, keyWith(emulator, []), path), NOW);
      expect(run.exitCode).toBe(1);
      expect(run.stderr).toMatch(/Sync failed \(no_usable_scope\): .* Add at least classes:read/);
      expect(emulator.requestLog.map((entry) => `${entry.path} ${entry.status}`)).toEqual(["/v1/me 200"]);
    });
  });
});
