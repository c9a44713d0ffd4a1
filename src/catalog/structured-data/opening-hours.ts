import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts";

/**
 * Opening hours for markup, only where the studio's free-form `operating_hours`
 * (spec 2.12) reads unambiguously as weekdays and times: `{"monday": "9:00-17:00"}`,
 * `"9am - 5pm"`, `"9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM"`, `{"open": "09:00", "close": "17:00"}`,
 * `"Closed"`. One value that does not read (a note, an overnight range, "9-5" with no
 * am/pm) drops the hours of that location from the markup altogether: a search engine
 * would show partial hours as the whole truth, so markup never guesses.
 */

const DAYS: readonly DayOfWeek[] = [
  "https://schema.org/Sunday",
  "https://schema.org/Monday",
  "https://schema.org/Tuesday",
  "https://schema.org/Wednesday",
  "https://schema.org/Thursday",
  "https://schema.org/Friday",
  "https://schema.org/Saturday",
];

const WEEKDAY_KEYS: Readonly<Record<string, number>> = {
  sun: 0, sunday: 0,
  mon: 1, monday: 1,
  tue: 2, tues: 2, tuesday: 2,
  wed: 3, wednesday: 3,
  thu: 4, thur: 4, thurs: 4, thursday: 4,
  fri: 5, friday: 5,
  sat: 6, saturday: 6,
};

const OPEN_KEYS = new Set(["open", "opens", "from", "start", "opening", "open_time", "opens_at", "start_time"]);
const CLOSE_KEYS = new Set(["close", "closes", "to", "until", "end", "closing", "close_time", "closes_at", "end_time"]);
const CLOSED_WORDS = /^(closed|close|none|no hours|-|–|—)$/i;

interface Range {
  opens: string;
  closes: string;
}

const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\.?)?$/i;

interface WrittenTime {
  hour: number;
  minute: number;
  /** Only a 24-hour reading makes sense: "09:00", "17:00", "0:30". */
  clock24: boolean;
  hasMinutes: boolean;
  meridiem: "am" | "pm" | null;
}

function readWritten(text: string): WrittenTime | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === "noon") return { hour: 12, minute: 0, clock24: false, hasMinutes: true, meridiem: "pm" };
  const match = TIME.exec(trimmed);
  if (!match) return null;
  const minute = Number(match[2] ?? 0);
  if (minute > 59) return null;
  const letter = match[3]?.toLowerCase();
  const hour = Number(match[1]);
  return {
    hour,
    minute,
    clock24: hour === 0 || hour > 12 || (match[1] ?? "").startsWith("0"),
    hasMinutes: match[2] !== undefined,
    meridiem: letter === undefined ? null : letter === "a" ? "am" : "pm",
  };
}

/** Minutes after midnight on the 12-hour clock; null for an hour that is not 1-12. */
function twelveHour(time: WrittenTime, meridiem: "am" | "pm"): number | null {
  if (time.hour < 1 || time.hour > 12) return null;
  return (time.hour % 12) * 60 + (meridiem === "pm" ? 12 * 60 : 0) + time.minute;
}

/** Minutes after midnight on the 24-hour clock: only for "9:00" or "17:00", never a bare "9". */
function twentyFourHour(time: WrittenTime): number | null {
  if (!time.hasMinutes || time.hour > 23) return null;
  return time.hour * 60 + time.minute;
}

function readRange(openText: string, closeText: string): Range | null {
  const open = readWritten(openText);
  const close = readWritten(closeText);
  if (!open || !close) return null;
  const closeMinutes = close.meridiem ? twelveHour(close, close.meridiem) : twentyFourHour(close);
  if (closeMinutes === null) return null;
  let openMinutes: number | null;
  if (open.meridiem) {
    openMinutes = twelveHour(open, open.meridiem);
  } else if (close.meridiem && !open.clock24) {
    // "9-11am", "1:00 - 5:00 PM": the start shares the end's am/pm; "11 - 1pm" crosses noon.
    // Whichever reading is not before the end is impossible, so this is a reading, not a guess.
    const same = twelveHour(open, close.meridiem);
    const other = twelveHour(open, close.meridiem === "am" ? "pm" : "am");
    openMinutes = same !== null && same < closeMinutes ? same : other !== null && other < closeMinutes && close.meridiem === "pm" ? other : null;
  } else {
    openMinutes = twentyFourHour(open);
  }
  if (openMinutes === null) return null;
  // Overnight or zero-length ranges cannot be stated without guessing which day they belong to.
  if (closeMinutes <= openMinutes) return null;
  return { opens: hhmm(openMinutes), closes: hhmm(closeMinutes) };
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i;

/** "9am-5pm", "9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM"; [] for "Closed"; null when it does not read. */
function readRangesText(text: string): Range[] | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (CLOSED_WORDS.test(trimmed)) return [];
  const parts = trimmed.split(/\s*(?:,|;|&|\band\b)\s*/i).filter((part) => part !== "");
  const ranges: Range[] = [];
  for (const part of parts) {
    const ends = part.split(RANGE_SEPARATOR);
    if (ends.length !== 2) return null;
    const range = readRange(ends[0] ?? "", ends[1] ?? "");
    if (!range) return null;
    ranges.push(range);
  }
  return ranges.length > 0 ? ranges : null;
}

function readDayValue(value: unknown): Range[] | null {
  if (typeof value === "string") return readRangesText(value);
  if (Array.isArray(value)) {
    const all: Range[] = [];
    for (const item of value) {
      const ranges = readDayValue(item);
      if (ranges === null) return null;
      all.push(...ranges);
    }
    return all;
  }
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => [key.toLowerCase(), item] as const);
    const closed = entries.find(([key]) => key === "closed" || key === "is_closed");
    const open = entries.find(([key]) => OPEN_KEYS.has(key));
    const close = entries.find(([key]) => CLOSE_KEYS.has(key));
    const known = entries.filter(([key]) => key === "closed" || key === "is_closed" || OPEN_KEYS.has(key) || CLOSE_KEYS.has(key));
    if (known.length !== entries.length) return null;
    if (closed && closed[1] === true && !open && !close) return [];
    if (closed && closed[1] !== false) return null;
    if (!open || !close || typeof open[1] !== "string" || typeof close[1] !== "string") return null;
    const range = readRange(open[1], close[1]);
    return range ? [range] : null;
  }
  return null;
}

/**
 * OpeningHoursSpecification entries (days with the same hours grouped), or null when
 * the hours are missing or any part of them does not read cleanly. `[]` never comes
 * back: a location marked closed every day has no hours worth stating.
 */
export function openingHoursSpecification(hours: unknown): OpeningHoursSpecification[] | null {
  if (typeof hours !== "object" || hours === null || Array.isArray(hours)) return null;
  const byRange = new Map<string, { range: Range; days: number[] }>();
  const entries = Object.entries(hours as Record<string, unknown>);
  if (entries.length === 0) return null;
  const seenDays = new Set<number>();
  for (const [key, value] of entries) {
    const day = WEEKDAY_KEYS[key.trim().toLowerCase().replace(/\.$/, "")];
    if (day === undefined || seenDays.has(day)) return null;
    seenDays.add(day);
    const ranges = readDayValue(value);
    if (ranges === null) return null;
    for (const range of ranges) {
      const id = `${range.opens}-${range.closes}`;
      const group = byRange.get(id) ?? { range, days: [] };
      group.days.push(day);
      byRange.set(id, group);
    }
  }
  if (byRange.size === 0) return null;
  return [...byRange.values()]
    .map(({ range, days }) => ({ range, days: days.sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)) }))
    .sort((a, b) => ((a.days[0]! + 6) % 7) - ((b.days[0]! + 6) % 7) || a.range.opens.localeCompare(b.range.opens))
    .map(({ range, days }): OpeningHoursSpecification => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: days.map((day) => DAYS[day]!),
      opens: range.opens,
      closes: range.closes,
    }));
}
