import type { ClassInstance } from "../../src/api/schemas/index.ts";
import { addDays, daysBetween, studioToday, utcOffsetAt, localToInstant } from "../../src/core/local-time.ts";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { aClass, aLocation, aSession, aSnapshot, fixtureId } from "../fixtures/catalog-records.ts";

export const NY = "America/New_York";

export const DST_IDS = {
  ballet: fixtureId(41),
  location: fixtureId(42),
  before: fixtureId(401),
  gap: fixtureId(402),
  after: fixtureId(403),
  cancelled: fixtureId(404),
  dateOnly: fixtureId(405),
} as const;

/**
 * The next US spring-forward day (second Sunday in March) at least two days after
 * `today`, so the fixture's sessions are always upcoming whenever the test runs
 * (2027-03-14 until then). Checked against the zone, not assumed.
 */
export function nextSpringForward(today: string): string {
  let year = Number(today.slice(0, 4));
  for (;;) {
    const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
    const day = 1 + ((7 - firstOfMarch) % 7) + 7;
    const date = `${year}-03-${String(day).padStart(2, "0")}`;
    if (daysBetween(today, date) >= 2) {
      const before = utcOffsetAt(localToInstant(addDays(date, -1), "12:00:00", NY), NY);
      const after = utcOffsetAt(localToInstant(date, "12:00:00", NY), NY);
      if (before !== "-05:00" || after !== "-04:00") throw new Error(`${date} is not a spring-forward day in ${NY}.`);
      return date;
    }
    year += 1;
  }
}

export interface DstFixture {
  readonly snapshot: Snapshot;
  /** The spring-forward day. */
  readonly dst: string;
  readonly sessions: readonly ClassInstance[];
}

/**
 * One open class at a location with an address, around the next spring-forward day:
 * 10:00 the day before (EST), 02:30 on the day (inside the skipped hour: 03:30 EDT),
 * 10:00 on the day (EDT), a cancelled one the day after, and a date-only one. No
 * memberships and no STUDIO_CURRENCY: the currency is unknown.
 */
export function dstFixture(now: Date = new Date()): DstFixture {
  const today = studioToday(now, NY);
  const dst = nextSpringForward(today);
  const id = DST_IDS.ballet;
  const cls = aClass({
    id,
    name: "Ballet I",
    description: "First steps in classical ballet: posture, positions and simple combinations.",
    duration_minutes: 45,
    start_date: today,
    end_date: null,
    category: null,
    location: { id: DST_IDS.location, name: "Main Street Studio" },
    featured_image_url: "https://images.example.com/ballet.jpg",
  });
  const session = (sessionId: string, date: string, time: string | null, status: ClassInstance["status"] = "scheduled") =>
    aSession({ id: sessionId, class_id: id, date, time, status, links: { checkout: null } });
  const sessions = [
    session(DST_IDS.before, addDays(dst, -1), "10:00:00"),
    session(DST_IDS.gap, dst, "02:30:00"),
    session(DST_IDS.after, dst, "10:00:00"),
    session(DST_IDS.cancelled, addDays(dst, 1), "16:00:00", "cancelled"),
    session(DST_IDS.dateOnly, addDays(dst, 2), null),
  ];
  const snapshot = aSnapshot({
    synced_at: new Date(now.getTime() - 60_000).toISOString(),
    timezone: NY,
    window: { from: today, to: addDays(dst, 7), days_ahead: daysBetween(today, dst) + 7 },
    studio: { id: fixtureId(9999), name: "Daylight Dance", slug: "daylight-dance" },
    classes: [cls],
    locations: [aLocation({ id: DST_IDS.location, name: "Main Street Studio", address: "12 Main Street, Springfield" })],
    sessions_by_class: { [id]: sessions },
  });
  return { snapshot, dst, sessions };
}
