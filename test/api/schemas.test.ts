import { describe, expect, it } from "vitest";
import {
  appointmentServiceSchema,
  classInstanceSchema,
  classSchema,
  dateTime,
  errorBodySchema,
  listEnvelope,
  locationSchema,
  meSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  registrationSchema,
  trialClassSchema,
  categorySchema,
} from "../../src/api/schemas/index.ts";
import {
  aCategory,
  aClass,
  aLocation,
  aMembershipType,
  aSeason,
  aSeasonDetail,
  aService,
  aSession,
  aTrial,
} from "../fixtures/catalog-records.ts";

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("API schemas", () => {
  it.each([
    ["Class", classSchema, aClass()],
    ["ClassInstance", classInstanceSchema, aSession()],
    ["Category", categorySchema, aCategory()],
    ["TrialClass", trialClassSchema, aTrial()],
    ["Registration", registrationSchema, aSeason()],
    ["RegistrationDetail", registrationDetailSchema, aSeasonDetail(aSeason())],
    ["MembershipType", membershipTypeSchema, aMembershipType()],
    ["AppointmentService", appointmentServiceSchema, aService()],
    ["Location", locationSchema, aLocation()],
  ])("accepts a spec-shaped %s", (_name, schema, record) => {
    expect(issuesOf(schema.safeParse(record))).toEqual([]);
  });

  it("accepts /me, list envelopes and error bodies", () => {
    const me = {
      studio: { id: "5b0c3c1e-8d7a-4f57-9a53-3a1c1f0a2b10", name: "Demo", slug: "demo" },
      key: { type: "secret", prefix: "svc_sk_abcd", scopes: ["classes:read", "locations:read"] },
    };
    expect(meSchema.safeParse(me).success).toBe(true);
    const list = { data: [aCategory()], pagination: { total: 1, limit: 100, offset: 0, has_more: false } };
    expect(listEnvelope(categorySchema).safeParse(list).success).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: "not_found", message: "No such class" } }).success).toBe(true);
  });

  it.each([
    ["a wrong type", { capacity: { max: "12", enrolled: 0, spots_remaining: 12 } }, "capacity.max: Invalid input: expected number, received string"],
    ["a bad enumeration", { enrollment_type: "members_only" }, 'enrollment_type: Invalid option: expected one of "open"|"drop_in"|"seasonal"|"closed"'],
    ["a bad date", { start_date: "2026-02-30" }, "start_date: Expected a date as YYYY-MM-DD"],
    ["a non-UUID id", { id: "class-1" }, "id: Expected a UUID"],
    ["fractional cents", { price_cents: 85.5 }, "price_cents: Expected a whole number of cents"],
    ["negative cents", { price_cents: -1 }, "price_cents: Expected cents of 0 or more"],
    ["a bad slot time", { day_schedules: { "1": [{ time: "4pm", duration: null }] } }, "day_schedules.1.0.time: Expected a 24-hour time as HH:MM"],
    ["a bad weekday key", { day_schedules: { "7": [{ time: "16:00", duration: null }] } }, "day_schedules.7: Invalid key in record"],
    ["a missing field", { name: undefined }, "name: Invalid input: expected string, received undefined"],
  ])("rejects a class with %s, naming the path", (_case, change, expected) => {
    const record = { ...aClass(), ...change };
    expect(issuesOf(classSchema.safeParse(record))).toContain(expected);
  });

  it("rejects session times that are not HH:MM:SS and date-times without a zone", () => {
    expect(issuesOf(classInstanceSchema.safeParse(aSession({ time: "16:00" })))).toEqual(["time: Expected a 24-hour time as HH:MM:SS"]);
    const season = aSeason();
    const noZone = { ...season, registration_window: { ...season.registration_window, closes_at: "2026-12-01T10:00:00" } };
    expect(issuesOf(registrationSchema.safeParse(noZone))).toEqual([
      "registration_window.closes_at: Expected an RFC 3339 date-time with an offset, such as 2026-09-01T09:00:00Z or 2026-09-01T09:00:00-04:00",
    ]);
  });
});

describe("date-times (spec 1: ISO 8601; every RFC 3339 form)", () => {
  it.each([
    ["Z", "2026-09-01T13:00:00Z", "2026-09-01T13:00:00.000Z"],
    ["a negative offset", "2026-09-01T09:00:00-04:00", "2026-09-01T13:00:00.000Z"],
    ["a positive offset with minutes", "2026-09-01T18:30:00+05:30", "2026-09-01T13:00:00.000Z"],
    ["+00:00", "2026-09-01T13:00:00+00:00", "2026-09-01T13:00:00.000Z"],
    ["-00:00 (offset unknown)", "2026-09-01T13:00:00-00:00", "2026-09-01T13:00:00.000Z"],
    ["a fraction of a second", "2026-09-01T13:00:00.5Z", "2026-09-01T13:00:00.500Z"],
    ["nine fractional digits and an offset", "2026-09-01T15:00:00.123456789+02:00", "2026-09-01T13:00:00.123Z"],
    ["lowercase t and z", "2026-09-01t13:00:00z", "2026-09-01T13:00:00.000Z"],
    ["lowercase t with an offset", "2026-09-01t09:00:00.25-04:00", "2026-09-01T13:00:00.250Z"],
    ["a space for the T", "2026-09-01 13:00:00Z", "2026-09-01T13:00:00.000Z"],
    ["a leap second", "2016-12-31T23:59:60Z", "2017-01-01T00:00:00.000Z"],
    ["a day across the offset", "2026-12-31T22:00:00-05:00", "2027-01-01T03:00:00.000Z"],
    ["the one form itself", "2026-09-01T13:00:00.000Z", "2026-09-01T13:00:00.000Z"],
  ])("accepts %s and keeps it in the one UTC form", (_form, sent, kept) => {
    expect(dateTime.parse(sent)).toBe(kept);
  });

  it.each([
    ["no offset", "2026-09-01T13:00:00"],
    ["a letter other than T or t between date and time", "2026-09-01X13:00:00Z"],
    ["a date alone", "2026-09-01"],
    ["no seconds", "2026-09-01T13:00Z"],
    ["an offset without a colon", "2026-09-01T13:00:00+0200"],
    ["an offset of 24 hours", "2026-09-01T13:00:00+24:00"],
    ["a day that does not exist", "2026-02-30T13:00:00Z"],
    ["hour 25", "2026-09-01T25:00:00Z"],
    ["words", "tomorrow at nine"],
    ["an empty string", ""],
  ])("rejects %s", (_case, sent) => {
    expect(issuesOf(dateTime.safeParse(sent))).toEqual([": Expected an RFC 3339 date-time with an offset, such as 2026-09-01T09:00:00Z or 2026-09-01T09:00:00-04:00"]);
  });

  it("keeps a season's registration window in the one form, whatever form the API sent", () => {
    const season = aSeason();
    const sent = { ...season, registration_window: { internal_opens_at: "2026-07-01t09:00:00-04:00", external_opens_at: "2026-07-15 13:00:00.5z", closes_at: null } };
    expect(registrationSchema.parse(sent).registration_window).toEqual({
      internal_opens_at: "2026-07-01T13:00:00.000Z",
      external_opens_at: "2026-07-15T13:00:00.500Z",
      closes_at: null,
    });
  });

  it("sees an unknown field (strict objects), so the client can warn and drop it", () => {
    const result = classSchema.safeParse({ ...aClass(), sparkle: true });
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(["unrecognized_keys"]);
  });

  it("keeps operating hours of any JSON shape, and null", () => {
    for (const hours of [{ monday: "9-5" }, { monday: { open: "9:00" } }, ["Mon 9-5"], 42, "by appointment", null]) {
      expect(locationSchema.safeParse(aLocation({ operating_hours: hours as never })).success).toBe(true);
    }
  });
});
