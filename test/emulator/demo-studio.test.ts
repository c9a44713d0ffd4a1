import { describe, expect, it } from "vitest";
import {
  appointmentServiceSchema,
  categorySchema,
  classInstanceSchema,
  classSchema,
  locationSchema,
  meSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  trialClassSchema,
  type Class,
} from "../../src/api/schemas/index.ts";
import { addDays, weekdayOf } from "../../src/core/local-time.ts";
import { createDemoStudio, demoKey, startEmulator, type StudioData } from "../../src/emulator/index.ts";
import { acceptsPublicSignUps } from "../../src/emulator/routes.ts";
import { call, NOW, TODAY } from "./emulator-harness.ts";
import { expectSameBytes } from "../support/same-bytes.ts";

const studio = createDemoStudio({ today: TODAY });
const classByName = (prefix: string): Class => studio.classes.find((row) => row.name.startsWith(prefix))!;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function everyUrl(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && /^[a-z]+:\/\//i.test(value)) found.push(value);
  else if (Array.isArray(value)) for (const item of value) everyUrl(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) everyUrl(item, found);
  return found;
}

describe("createDemoStudio is deterministic", () => {
  it("builds byte-identical data for the same day", () => {
    expectSameBytes(JSON.stringify(createDemoStudio({ today: TODAY })), JSON.stringify(studio), "the second demo studio");
  });

  it("moves the data with the day but keeps the ids of classes", () => {
    const tomorrow = createDemoStudio({ today: addDays(TODAY, 1) });
    expect(tomorrow.classes.map((row) => row.id)).toEqual(studio.classes.map((row) => row.id));
    expect(tomorrow.classes[0]!.start_date).toBe(addDays(studio.classes[0]!.start_date!, 1));
  });

  it("serves byte-identical responses from two emulators on the same day", async () => {
    const first = await startEmulator({ today: TODAY, now: () => NOW });
    const second = await startEmulator({ today: TODAY, now: () => NOW });
    try {
      for (const path of ["/classes?limit=100", "/registrations", `/classes/${studio.classes[0]!.id}/instances?status=all&limit=200`]) {
        const [a, b] = await Promise.all([fetchText(first.url + path), fetchText(second.url + path)]);
        expectSameBytes(a, b, path);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("rejects a malformed today with a message that says what is expected", () => {
    expect(() => createDemoStudio({ today: "2025-3-1" })).toThrow('Expected `today` to be a date as YYYY-MM-DD, got "2025-3-1".');
  });
});

async function fetchText(url: string): Promise<string> {
  return (await fetch(url, { headers: { "X-API-Key": demoKey("full") } })).text();
}

describe("the demo studio matches the spec's schemas", () => {
  it("every record validates", () => {
    meSchema.shape.studio.parse(studio.studio);
    for (const row of studio.classes) classSchema.parse(row);
    for (const row of studio.instances) classInstanceSchema.parse(row);
    for (const row of studio.categories) categorySchema.parse(row);
    for (const row of studio.trialClasses) trialClassSchema.parse(row);
    for (const row of studio.registrations) registrationDetailSchema.parse(row);
    for (const row of studio.membershipTypes) membershipTypeSchema.parse(row);
    for (const row of studio.appointmentServices) appointmentServiceSchema.parse(row);
    for (const row of studio.locations) locationSchema.parse(row);
  });

  it("never uses an empty string for a blank value", () => {
    expect(JSON.stringify(studio)).not.toContain('""');
  });

  it("gives every record a distinct id", () => {
    const all = [
      ...studio.classes,
      ...studio.instances,
      ...studio.categories,
      ...studio.trialClasses,
      ...studio.registrations,
      ...studio.registrations.flatMap((row) => row.catalog_groups),
      ...studio.registrations.flatMap((row) => row.catalog_groups.flatMap((group) => group.items)),
      ...studio.membershipTypes,
      ...studio.membershipTypes.flatMap((row) => row.prices),
      ...studio.appointmentServices,
      ...studio.locations,
    ].map((row) => row.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("follows capacity rule 2 everywhere", () => {
    for (const { capacity } of [...studio.classes, ...studio.instances]) {
      expect(capacity.spots_remaining).toBe(capacity.max === null ? null : Math.max(0, capacity.max - capacity.enrolled));
    }
  });

  it("links only to https pages on the studio's hosted domain", () => {
    const urls = everyUrl(studio);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url.startsWith("https://brightside-dance.studiohub.example/") || url.startsWith("https://media.studiohub.example/brightside-dance/")).toBe(true);
    }
  });
});

describe("demo classes", () => {
  it("has at least 25 classes over several categories with colors and a display order", () => {
    expect(studio.classes.length).toBeGreaterThanOrEqual(25);
    expect(new Set(studio.classes.map((row) => row.category?.id).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    expect(studio.categories.filter((row) => row.color !== null).length).toBeGreaterThanOrEqual(5);
    expect(new Set(studio.categories.map((row) => row.sort_order)).size).toBe(studio.categories.length);
  });

  it("uses every enrollment type and both enrollment models", () => {
    expect(new Set(studio.classes.map((row) => row.enrollment_type))).toEqual(new Set(["open", "drop_in", "seasonal", "closed"]));
    expect(new Set(studio.classes.map((row) => row.enrollment_model))).toEqual(new Set(["session_based", "per_instance"]));
  });

  it("has recurring classes with one or more slots a day, one slot with its own length, and one past midnight", () => {
    const recurring = studio.classes.filter((row) => row.schedule_type === "recurring");
    const slots = recurring.flatMap((row) => Object.values(row.day_schedules ?? {}).flatMap((day) => day.map((slot) => ({ row, slot }))));
    expect(recurring.some((row) => Object.values(row.day_schedules ?? {}).some((day) => day.length > 1))).toBe(true);
    expect(slots.some(({ slot }) => slot.duration !== null)).toBe(true);
    expect(slots.some(({ row, slot }) => minutes(slot.time) + (slot.duration ?? row.duration_minutes) > 24 * 60)).toBe(true);
    expect(recurring.every((row) => row.day_schedules !== null)).toBe(true);
  });

  it("has one-time classes with no weekly pattern and a few dated sessions", () => {
    const oneTime = studio.classes.filter((row) => row.schedule_type === "one-time");
    expect(oneTime.length).toBeGreaterThanOrEqual(2);
    for (const row of oneTime) {
      expect(row.day_schedules).toBeNull();
      expect(row.schedule_description).toBeNull();
      expect(studio.instances.some((session) => session.class_id === row.id)).toBe(true);
    }
  });

  it("has full, nearly full and uncapped classes", () => {
    expect(studio.classes.some((row) => row.capacity.spots_remaining === 0)).toBe(true);
    expect(studio.classes.some((row) => row.capacity.spots_remaining === 1)).toBe(true);
    expect(studio.classes.some((row) => row.capacity.max === null && row.capacity.spots_remaining === null)).toBe(true);
  });

  it("keeps a class whose end date has passed", () => {
    expect(studio.classes.some((row) => row.end_date !== null && row.end_date < TODAY)).toBe(true);
  });

  it("bills weekly, monthly and once", () => {
    const billing = studio.classes.map((row) => row.billing);
    expect(billing).toContainEqual({ is_recurring: true, interval_value: 1, interval_unit: "weeks" });
    expect(billing).toContainEqual({ is_recurring: true, interval_value: 1, interval_unit: "months" });
    expect(billing).toContainEqual({ is_recurring: false, interval_value: null, interval_unit: null });
    expect(classByName("Ballet I (").price_display).toBe("$85.00/month");
    expect(studio.classes.some((row) => row.price_cents === 0 && row.price_display === "Free")).toBe(true);
    expect(studio.classes.some((row) => row.price_cents === null)).toBe(true);
  });

  it("has classes without a category, a location, an age range, an image or instructors", () => {
    expect(studio.classes.some((row) => row.category === null)).toBe(true);
    expect(studio.classes.some((row) => row.location === null)).toBe(true);
    expect(studio.classes.some((row) => row.age_range === null)).toBe(true);
    expect(studio.classes.some((row) => row.featured_image_url === null)).toBe(true);
    expect(studio.classes.some((row) => row.instructors.length === 0)).toBe(true);
    expect(studio.classes.some((row) => row.instructors.length > 1)).toBe(true);
  });

  it("sells open and drop-in classes directly and the others through seasons or invitation", () => {
    for (const row of studio.classes) {
      const direct = row.enrollment_type === "open" || row.enrollment_type === "drop_in";
      expect(row.links.checkout !== null).toBe(direct);
    }
  });

  it("has at least two locations with addresses, contact details and hours in different shapes", () => {
    const withAddress = studio.locations.filter((row) => row.address !== null && row.contact_info !== null);
    expect(withAddress.length).toBeGreaterThanOrEqual(2);
    const hours = studio.locations.map((row) => row.operating_hours as Record<string, string> | null);
    expect(hours.some((row) => row?.monday === "9:00-21:00")).toBe(true);
    expect(hours.some((row) => row !== null && "note" in row)).toBe(true);
  });
});

describe("demo sessions", () => {
  const windowStart = addDays(TODAY, -14);
  const windowEnd = addDays(TODAY, 366);

  it("follows each recurring class's weekly pattern inside its dates and the -14..+366 day window", () => {
    for (const row of studio.classes.filter((cls) => cls.schedule_type === "recurring")) {
      const sessions = studio.instances.filter((session) => session.class_id === row.id);
      const first = [windowStart, row.start_date ?? windowStart].sort().at(-1)!;
      const last = [windowEnd, row.end_date ?? windowEnd].sort()[0]!;
      let expected = 0;
      for (let date = first; date <= last; date = addDays(date, 1)) {
        expected += row.day_schedules?.[String(weekdayOf(date)) as "0"]?.length ?? 0;
      }
      expect(sessions).toHaveLength(expected);
      for (const session of sessions) {
        const slots = row.day_schedules?.[String(weekdayOf(session.date)) as "0"] ?? [];
        expect(slots.map((slot) => `${slot.time}:00`)).toContain(session.time);
      }
    }
  });

  it("marks past sessions completed and cancels some future ones", () => {
    for (const session of studio.instances) {
      if (session.date < TODAY) expect(session.status).toBe("completed");
      else expect(session.status).not.toBe("completed");
    }
    const cancelledSoon = studio.instances.filter((row) => row.status === "cancelled" && row.date <= addDays(TODAY, 90));
    expect(cancelledSoon.length).toBeGreaterThan(0);
  });

  it("gives drop-in sessions sold directly their own checkout, and no other session one", () => {
    const classes = new Map(studio.classes.map((row) => [row.id, row]));
    let withCheckout = 0;
    for (const session of studio.instances) {
      const cls = classes.get(session.class_id)!;
      const sold = cls.enrollment_model === "per_instance" && (cls.enrollment_type === "open" || cls.enrollment_type === "drop_in");
      expect(session.links.checkout !== null).toBe(sold);
      if (sold) withCheckout += 1;
    }
    expect(withCheckout).toBeGreaterThan(0);
  });

  it("has a session without a time and one without a length", () => {
    expect(studio.instances.some((row) => row.time === null)).toBe(true);
    expect(studio.instances.some((row) => row.duration_minutes === null)).toBe(true);
  });

  it("has full sessions for drop-ins", () => {
    const dropIns = new Set(studio.classes.filter((row) => row.enrollment_model === "per_instance").map((row) => row.id));
    expect(studio.instances.some((row) => dropIns.has(row.class_id) && row.capacity.spots_remaining === 0)).toBe(true);
  });
});

describe("demo seasons", () => {
  const at = (data: StudioData, name: string) => data.registrations.find((row) => row.name.includes(name))!;

  it("has a season open to the public now, one opening soon, one for existing families only, and a closed one", () => {
    expect(studio.registrations.length).toBeGreaterThanOrEqual(3);
    expect(studio.registrations.some((row) => acceptsPublicSignUps(row, NOW))).toBe(true);
    expect(studio.registrations.some((row) => row.status === "closed")).toBe(true);
    const soon = studio.registrations.filter(
      (row) => row.status === "open" && row.registration_window.external_opens_at !== null && Date.parse(row.registration_window.external_opens_at) > NOW,
    );
    expect(soon.length).toBeGreaterThanOrEqual(2);
    expect(soon.some((row) => Date.parse(row.registration_window.internal_opens_at!) < NOW)).toBe(true);
    expect(at(studio, "Camp").registration_window.internal_opens_at).toBe("2025-03-03T09:00:00-05:00");
  });

  it("writes window times with the studio's offset, daylight saving included", () => {
    expect(at(studio, "Camp").registration_window.external_opens_at).toBe("2025-03-17T09:00:00-04:00");
  });

  it("has catalog groups of both modes whose items point at real classes and membership prices", () => {
    const classes = new Map(studio.classes.map((row) => [row.id, row]));
    const types = new Map(studio.membershipTypes.map((row) => [row.id, row]));
    const groups = studio.registrations.flatMap((row) => row.catalog_groups);
    expect(new Set(groups.map((group) => group.visibility_mode))).toEqual(new Set(["select", "view"]));
    const items = groups.flatMap((group) => group.items);
    expect(items.some((item) => item.is_required)).toBe(true);
    for (const item of items) {
      if (item.item_type === "class") {
        expect(item.membership).toBeNull();
        const cls = classes.get(item.class!.id)!;
        expect(cls).toBeDefined();
        expect(item.class!.category).toEqual(cls.category);
      } else {
        expect(item.class).toBeNull();
        const type = types.get(item.membership!.type_id)!;
        expect(type).toBeDefined();
        if (item.membership!.price_id !== null) expect(type.prices.map((row) => row.id)).toContain(item.membership!.price_id);
      }
    }
    expect(items.filter((item) => item.item_type === "class").some((item) => classes.get(item.class!.id)!.enrollment_type === "seasonal")).toBe(true);
    expect(items.some((item) => item.item_type === "membership")).toBe(true);
  });
});

describe("demo memberships, trials and appointment services", () => {
  const prices = studio.membershipTypes.flatMap((row) => row.prices);

  it("has monthly, quarterly, annual, one-time, fixed-term and duration prices", () => {
    expect(prices.some((row) => row.billing_interval === "month" && row.billing_period === 1 && !row.is_one_time && row.price_display.endsWith("/month"))).toBe(true);
    expect(prices.some((row) => row.billing_interval === "month" && row.billing_period === 3 && !row.is_one_time)).toBe(true);
    expect(prices.some((row) => (row.billing_interval === "year" && row.billing_period === 1) || row.billing_period === 12)).toBe(true);
    expect(prices.some((row) => row.is_one_time && row.charges === 1)).toBe(true);
    expect(prices.some((row) => row.term.mode === "fixed" && row.term.starts_on !== null && row.term.ends_on !== null && row.charges !== null)).toBe(true);
    expect(prices.some((row) => row.term.mode === "duration" && row.term.months !== null)).toBe(true);
    expect(prices.some((row) => row.term.mode === "none" && row.charges === null)).toBe(true);
  });

  it("makes a price whose term is shorter than one billing period one-time", () => {
    const short = prices.find((row) => row.term.mode === "duration" && row.term.months! < row.billing_period)!;
    expect(short.is_one_time).toBe(true);
    expect(short.charges).toBe(1);
  });

  it("gives each type the checkout of its first price, and null when it has no active price", () => {
    for (const type of studio.membershipTypes) expect(type.links.checkout).toBe(type.prices[0]?.links.checkout ?? null);
    expect(studio.membershipTypes.some((row) => row.prices.length === 0 && row.links.checkout === null)).toBe(true);
  });

  it("has free and paid trials, restricted and unrestricted, with and without windows, and one without a sign-up page", () => {
    const trials = studio.trialClasses;
    expect(trials.some((row) => row.price_cents === 0 && row.price_display === "Free")).toBe(true);
    expect(trials.some((row) => row.price_cents > 0)).toBe(true);
    expect(trials.some((row) => row.start_restriction === "any" && row.valid_start_days === null)).toBe(true);
    expect(trials.some((row) => row.start_restriction === "specific_days" && (row.valid_start_days?.length ?? 0) > 0)).toBe(true);
    expect(trials.some((row) => row.availability_windows.length === 0)).toBe(true);
    expect(trials.some((row) => row.availability_windows.length > 1)).toBe(true);
    expect(trials.some((row) => row.links.enroll === null)).toBe(true);
    expect(trials.some((row) => row.class === null)).toBe(true);
  });

  it("has self-service services with booking links and others without", () => {
    const services = studio.appointmentServices;
    for (const row of services) expect(row.links.book !== null).toBe(row.allow_self_service_booking);
    expect(services.some((row) => !row.allow_self_service_booking)).toBe(true);
    expect(services.some((row) => row.allow_self_service_booking && row.booking_approval_required)).toBe(true);
    expect(services.some((row) => row.min_advance_booking_hours !== null && row.max_advance_booking_days !== null)).toBe(true);
    expect(services.some((row) => row.cancellation_deadline_hours !== null)).toBe(true);
    expect(services.some((row) => row.price_cents === 0)).toBe(true);
  });
});

describe("the emulator serves the demo studio by default", () => {
  it("uses the demo studio built for the given day", async () => {
    const running = await startEmulator({ today: TODAY, now: () => NOW });
    try {
      expect((await call(running, "/classes?limit=1")).body.pagination.total).toBe(studio.classes.length);
      expect(JSON.stringify(running.data)).toBe(JSON.stringify(studio));
    } finally {
      await running.close();
    }
  });
});
