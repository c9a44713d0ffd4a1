import ICAL from "ical.js";
import type { Class, ClassInstance, Location } from "../../../src/api/schemas/index.ts";
import type { CalendarFeedOptions } from "../../../src/catalog/calendar/build-calendar.ts";
import type { CalendarClass } from "../../../src/catalog/calendar/session-event.ts";
import { aClass, aLocation, aSession, fixtureId } from "../../fixtures/catalog-records.ts";

export const NY = "America/New_York";
export const SITE = "https://schedule.example.com";
export const STUDIO_ID = fixtureId(9999);

export const BALLET_ID = fixtureId(1);

/**
 * Ballet I around the 2027 US spring-forward (Sunday 14 March, 02:00 → 03:00):
 * a session the day before (EST), one on the day (EDT), one at 02:30 inside the gap,
 * a cancelled one, and a date-only one.
 */
export function balletSessions(): ClassInstance[] {
  return [
    aSession({ id: fixtureId(101), class_id: BALLET_ID, date: "2027-03-13", time: "10:00:00" }),
    aSession({ id: fixtureId(102), class_id: BALLET_ID, date: "2027-03-14", time: "10:00:00" }),
    aSession({ id: fixtureId(103), class_id: BALLET_ID, date: "2027-03-14", time: "02:30:00" }),
    aSession({ id: fixtureId(104), class_id: BALLET_ID, date: "2027-03-15", time: "16:00:00", status: "cancelled" }),
    aSession({ id: fixtureId(105), class_id: BALLET_ID, date: "2027-03-16", time: null }),
  ];
}

export function ballet(overrides: Partial<Class> = {}): Class {
  return aClass({ id: BALLET_ID, name: "Ballet I", duration_minutes: 45, location: { id: fixtureId(500), name: "Main Street Studio" }, ...overrides });
}

export function mainStreet(overrides: Partial<Location> = {}): Location {
  return aLocation({ id: fixtureId(500), name: "Main Street Studio", address: "12 Main Street, Springfield", ...overrides });
}

export function balletEntry(overrides: Partial<CalendarClass> = {}): CalendarClass {
  return {
    cls: ballet(),
    sessions: balletSessions(),
    pageUrl: `${SITE}/classes/ballet-i/`,
    location: mainStreet(),
    ...overrides,
  };
}

export function feedOptions(overrides: Partial<CalendarFeedOptions> = {}): CalendarFeedOptions {
  return {
    studioId: STUDIO_ID,
    feedUrl: `${SITE}/classes/ballet-i/calendar.ics`,
    studioName: "Demo Dance Studio",
    timeZone: NY,
    syncedAt: "2027-03-01T14:00:00.000Z",
    locale: "en-US",
    ...overrides,
  };
}

export interface ParsedEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  status: string | null;
  sequence: number;
  lastModified: string | null;
  allDay: boolean;
  /** ISO instant for timed events; the DATE ("2027-03-16") for all-day ones. */
  start: string;
  end: string | null;
}

/** Parses a feed with ical.js (a full RFC 5545 parser) and reads each VEVENT back. */
export function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const end = component.hasProperty("dtend") ? event.endDate : null;
    const instant = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    const lastModified = component.getFirstPropertyValue("last-modified");
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: (component.getFirstPropertyValue("url") as string | null) ?? null,
      status: (component.getFirstPropertyValue("status") as string | null) ?? null,
      sequence: event.sequence,
      lastModified: lastModified instanceof ICAL.Time ? lastModified.toJSDate().toISOString() : null,
      allDay: start.isDate,
      start: instant(start),
      end: end ? instant(end) : null,
    };
  });
  return { calendar, events };
}

export function byUid(events: readonly ParsedEvent[]): Map<string, ParsedEvent> {
  return new Map(events.map((event) => [event.uid, event]));
}
