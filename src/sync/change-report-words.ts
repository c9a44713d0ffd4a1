import type { Class, ClassInstance } from "../api/schemas/index.ts";
import { formatDayName, formatInstantDate, formatLocalDate, formatLocalTime, formatTime } from "../core/format.ts";
import { studioToday } from "../core/local-time.ts";
import { daysInWords, groupSlotsByTime, weeklySlots } from "../core/weekly-slots.ts";
import type { ClassRef, SessionRef } from "./change-report-types.ts";

/**
 * The report's words for dates, times and classes: the site's formatting rules
 * (`src/core/format.ts`) in the report's phrasing, in the studio's locale and zone.
 */

export interface LocalFormat {
  readonly locale: string;
  /** "16:30" or "16:30:00" -> "4:30 PM" (en-US). */
  time(hhmm: string): string;
  /** "2026-11-24" -> "Tue, Nov 24"; the year is added when it is not the report's year. */
  date(ymd: string): string;
  /** "Tue, Nov 24 at 4:30 PM", or the date alone when there is no time. */
  dateAndTime(ymd: string, hhmm: string | null): string;
  /** An ISO instant in the studio's zone: "Sat, Nov 21 at 9:00 AM". */
  instant(iso: string): string;
  /** 0 (Sunday) .. 6 -> "Sun" .. "Sat". */
  weekday(day: number): string;
}

/**
 * ICU puts a narrow no-break space before AM/PM ("4:30\u202fPM"); terminals, CI logs and
 * grep read a plain space better, and tests can spell it.
 */
const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, " ");

/**
 * The report's dates and times: the site's formatting rules (`src/core/format.ts`) in
 * the report's phrasing. Session dates and times are local already (spec 2.5); only
 * instants (`synced_at`, registration windows) are shown in the studio's zone.
 * `referenceInstant` is the sync time; dates in its (studio-local) year omit the year.
 */
export function createLocalFormat(locale: string, timeZone: string, referenceInstant: string): LocalFormat {
  const yearAt = (instant: Date): string => studioToday(instant, timeZone).slice(0, 4);
  const referenceYear = yearAt(new Date(referenceInstant));
  const date = (ymd: string): string =>
    plainSpaces(formatLocalDate(ymd, locale, ymd.slice(0, 4) === referenceYear ? "weekday-short" : "weekday-short-year"));
  const time = (hhmm: string): string => plainSpaces(formatLocalTime(hhmm, locale));
  return {
    locale,
    time,
    date,
    dateAndTime: (ymd, hhmm) => (hhmm === null ? date(ymd) : `${date(ymd)} at ${time(hhmm)}`),
    instant: (iso) => {
      const at = new Date(iso);
      const style = yearAt(at) === referenceYear ? "weekday-short" : "weekday-short-year";
      return plainSpaces(`${formatInstantDate(at, timeZone, locale, style)} at ${formatTime(at, timeZone, locale)}`);
    },
    weekday: (day) => plainSpaces(formatDayName(day, locale, "short")),
  };
}

/**
 * When a class meets, in the site's own words and week order: "Tue, Thu 4:30 PM;
 * Sat 10:00 AM" (slots that share a start time fold together).
 */
function weeklyTimes(cls: Class, format: LocalFormat): string | null {
  const slots = weeklySlots(cls.day_schedules, cls.duration_minutes, format.locale);
  const groups = groupSlotsByTime(slots.map((slot) => ({ weekday: slot.weekday, time: format.time(slot.start) })));
  if (groups.length === 0) return null;
  return groups.map((group) => `${daysInWords(group.weekdays, format.weekday, format.locale)} ${group.time}`).join("; ");
}

/**
 * The class name with when it meets, "Ballet I (Tue 4:30 PM)", because a studio
 * often runs the same class name at several times. One-time classes show their date.
 */
function classLabel(cls: Class, format: LocalFormat): string {
  const when =
    cls.day_schedules !== null && cls.schedule_type === "recurring"
      ? weeklyTimes(cls, format)
      : cls.start_date !== null
        ? format.date(cls.start_date)
        : null;
  return when === null ? cls.name : `${cls.name} (${when})`;
}

export function classRef(cls: Class, format: LocalFormat): ClassRef {
  return { id: cls.id, name: cls.name, label: classLabel(cls, format) };
}

export function sessionRef(session: ClassInstance, className: string, format: LocalFormat): SessionRef {
  return {
    id: session.id,
    classId: session.class_id,
    className,
    date: session.date,
    time: session.time,
    when: format.dateAndTime(session.date, session.time),
  };
}
