/**
 * Dates and times for the change report, in the studio's locale and zone.
 *
 * Session dates and times are local already (spec 2.5), so they are formatted as a
 * UTC reading of themselves and never meet a zone; only instants (`synced_at`,
 * registration windows) are shown in the studio's zone. `src/catalog/format.ts` does
 * the same for the site, but the sync sits below the catalog and does not import it.
 */

export interface LocalFormat {
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

const DAY_MS = 86_400_000;

/**
 * ICU puts a narrow no-break space before AM/PM ("4:30\u202fPM"); terminals, CI logs and
 * grep read a plain space better, and tests can spell it.
 */
const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, " ");

function localDateMs(ymd: string): number {
  const [year, month, day] = ymd.split("-").map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

function localTimeMs(hhmm: string): number {
  const [hours, minutes] = hhmm.split(":").map(Number);
  return Date.UTC(1970, 0, 1, hours ?? 0, minutes ?? 0);
}

/** `referenceInstant`: the sync time; dates in its (studio-local) year omit the year. */
export function createLocalFormat(locale: string, timeZone: string, referenceInstant: string): LocalFormat {
  const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const zoned = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone });

  const timeFormat = utc({ hour: "numeric", minute: "2-digit" });
  const dateFormat = utc({ weekday: "short", month: "short", day: "numeric" });
  const dateWithYearFormat = utc({ weekday: "short", month: "short", day: "numeric", year: "numeric" });
  const weekdayFormat = utc({ weekday: "short" });
  const zonedYear = zoned({ year: "numeric" });
  const zonedDate = zoned({ weekday: "short", month: "short", day: "numeric" });
  const zonedDateWithYear = zoned({ weekday: "short", month: "short", day: "numeric", year: "numeric" });
  const zonedTime = zoned({ hour: "numeric", minute: "2-digit" });

  const referenceYear = zonedYear.format(new Date(referenceInstant));

  const date = (ymd: string): string => {
    const sameYear = ymd.slice(0, 4) === referenceYear;
    return plainSpaces((sameYear ? dateFormat : dateWithYearFormat).format(localDateMs(ymd)));
  };
  const time = (hhmm: string): string => plainSpaces(timeFormat.format(localTimeMs(hhmm)));

  return {
    time,
    date,
    dateAndTime: (ymd, hhmm) => (hhmm === null ? date(ymd) : `${date(ymd)} at ${time(hhmm)}`),
    instant: (iso) => {
      const at = new Date(iso);
      const sameYear = zonedYear.format(at) === referenceYear;
      return plainSpaces(`${(sameYear ? zonedDate : zonedDateWithYear).format(at)} at ${zonedTime.format(at)}`);
    },
    // 1970-01-04 was a Sunday.
    weekday: (day) => plainSpaces(weekdayFormat.format(3 * DAY_MS + day * DAY_MS)),
  };
}
