import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  appointmentServiceSchema,
  categorySchema,
  classInstanceSchema,
  classSchema,
  listEnvelope,
  locationSchema,
  meSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  registrationSchema,
  singleEnvelope,
  trialClassSchema,
} from "../../src/api/schemas/index.ts";
import { DEMO_KEYS, demoKey } from "../../src/emulator/index.ts";
import { call, fetchAll, useEmulator } from "./emulator-harness.ts";

const emulator = useEmulator();

const lists: [string, z.ZodType][] = [
  ["/classes", classSchema],
  ["/categories", categorySchema],
  ["/trial-classes", trialClassSchema],
  ["/registrations", registrationSchema],
  ["/membership-types", membershipTypeSchema],
  ["/appointment-services", appointmentServiceSchema],
  ["/locations", locationSchema],
];

describe("list endpoints", () => {
  it.each(lists)("GET %s answers a list envelope whose every item matches the spec schema", async (path, item) => {
    const { status, body } = await call(emulator(), `${path}?limit=100`);
    expect(status).toBe(200);
    const parsed = listEnvelope(item).parse(body);
    expect(parsed.data.length).toBeGreaterThan(0);
    expect(parsed.pagination).toMatchObject({ limit: 100, offset: 0, has_more: false, total: parsed.data.length });
  });

  it("serves every session of every class as a valid ClassInstance", async () => {
    const classes = await fetchAll(emulator(), "/classes");
    let sessions = 0;
    for (const cls of classes) {
      const rows = await fetchAll(emulator(), `/classes/${cls.id}/instances?status=all&from=2000-01-01`, 200);
      for (const row of rows) expect(classInstanceSchema.parse(row).class_id).toBe(cls.id);
      sessions += rows.length;
    }
    expect(sessions).toBe(emulator().data.instances.length);
  });

  it("lists only the Registration fields of each season", async () => {
    const { body } = await call(emulator(), "/registrations");
    for (const season of body.data) {
      expect(season).not.toHaveProperty("catalog_groups");
      expect(season).not.toHaveProperty("billing");
    }
  });
});

describe("single-item endpoints", () => {
  it("GET /me names the studio and describes the key without its secret", async () => {
    const { status, body } = await call(emulator(), "/me", { key: demoKey("two-scopes") });
    expect(status).toBe(200);
    const me = singleEnvelope(meSchema).parse(body).data;
    const key = DEMO_KEYS.find((candidate) => candidate.label === "two-scopes")!;
    expect(me.studio).toEqual(emulator().data.studio);
    expect(me.key).toEqual({ type: "secret", prefix: key.key.slice(0, 12), scopes: ["classes:read", "locations:read"] });
    expect(JSON.stringify(body)).not.toContain(key.key);
  });

  it("GET /me needs no scope", async () => {
    const { status, body } = await call(emulator(), "/me", { key: demoKey("no-scopes") });
    expect(status).toBe(200);
    expect(body.data.key.scopes).toEqual([]);
  });

  it("GET /me reports a publishable key as publishable", async () => {
    const { body } = await call(emulator(), "/me", { key: demoKey("publishable") });
    expect(body.data.key.type).toBe("publishable");
    expect(body.data.key.prefix.startsWith("svc_pk_")).toBe(true);
  });

  it("GET /registrations/{id} answers every listed season with its catalog", async () => {
    const seasons = await fetchAll(emulator(), "/registrations");
    for (const season of seasons) {
      const { status, body } = await call(emulator(), `/registrations/${season.id}`);
      expect(status).toBe(200);
      const detail = singleEnvelope(registrationDetailSchema).parse(body).data;
      const { billing: _billing, catalog_groups: _groups, ...summary } = detail;
      // Both read through the contract, which keeps date-times in one form.
      expect(summary).toEqual(registrationSchema.parse(season));
    }
  });

  it("accepts a path id in upper case", async () => {
    const season = emulator().data.registrations[0]!;
    const { status, body } = await call(emulator(), `/registrations/${season.id.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(season.id);
  });
});

describe("live data", () => {
  it("serves changes made to emulator.data and setData on the next request", async () => {
    const running = emulator();
    const original = running.data;
    try {
      running.setData({ ...original, locations: original.locations.slice(0, 1) });
      expect((await call(running, "/locations")).body.pagination.total).toBe(1);
      running.data = { ...original, locations: [] };
      expect((await call(running, "/locations")).body.data).toEqual([]);
    } finally {
      running.setData(original);
    }
    expect((await call(running, "/locations")).body.pagination.total).toBe(original.locations.length);
  });

  it("honours a key revoked while running", async () => {
    const running = emulator();
    const key = running.keys.find((candidate) => candidate.label === "publishable")!;
    key.revoked = true;
    try {
      expect((await call(running, "/me", { key: key.key })).status).toBe(401);
    } finally {
      key.revoked = false;
    }
    expect(DEMO_KEYS.find((candidate) => candidate.label === "publishable")!.revoked).toBe(false);
  });
});
