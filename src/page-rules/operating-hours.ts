import { messagesFor } from "../i18n/messages.ts";
import { oneLine, plainText } from "./text.ts";

/**
 * Spec 2.12: `operating_hours` is "free text per weekday name", in whatever shape the
 * studio entered. A text value that reads as time ranges ("9:00-21:00", "9am - 5pm")
 * is read into times, so the page can show it like every other time on the site and
 * the structured data can state it; other text is shown as entered; any other shape
 * (numbers, lists, nested objects) says nothing a family could rely on and is left out.
 */

/** Opening and closing time on the studio's clock, HH:MM (24-hour). */
export interface TimeRange {
  readonly opens: string;
  readonly closes: string;
}

const DAY_ALIASES: Readonly<Record<string, readonly number[]>> = {
  sun: [0], sunday: [0], "0": [0],
  mon: [1], monday: [1], "1": [1],
  tue: [2], tues: [2], tuesday: [2], "2": [2],
  wed: [3], wednesday: [3], "3": [3],
  thu: [4], thur: [4], thurs: [4], thursday: [4], "4": [4],
  fri: [5], friday: [5], "5": [5],
  sat: [6], saturday: [6], "6": [6],
  weekdays: [1, 2, 3, 4, 5],
  weekends: [0, 6], weekend: [0, 6],
  daily: [0, 1, 2, 3, 4, 5, 6], everyday: [0, 1, 2, 3, 4, 5, 6],
};

/** The weekdays (0 = Sunday) a key names: "monday" → [1], "weekdays" → [1..5]; null for any other key. */
export function weekdaysOfKey(key: string): readonly number[] | null {
  return DAY_ALIASES[key.trim().toLowerCase().replace(/\.$/, "").replace(/[\s_-]+/g, "")] ?? null;
}

const CLOSED_WORDS = /^(closed|close|none|no hours|-|–|—)$/i;
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

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function readRange(openText: string, closeText: string): TimeRange | null {
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

const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i;

/**
 * A text value as time ranges: "9am-5pm", "9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM"; [] for
 * "Closed"; null when it does not read as ranges (a note, "9-5" with no am/pm or minutes,
 * an overnight range), so it is shown as entered and never guessed at.
 */
export function readHoursText(text: string): TimeRange[] | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  if (CLOSED_WORDS.test(trimmed)) return [];
  const parts = trimmed.split(/\s*(?:,|;|&|\band\b)\s*/i).filter((part) => part !== "");
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const ends = part.split(RANGE_SEPARATOR);
    if (ends.length !== 2) return null;
    const range = readRange(ends[0] ?? "", ends[1] ?? "");
    if (!range) return null;
    ranges.push(range);
  }
  return ranges.length > 0 ? ranges : null;
}

/** One line of hours: "Mon–Fri" and "9:00 AM – 9:00 PM"; a label of its own for a non-day key; none for bare text. */
export interface HoursRow {
  readonly label: string | null;
  readonly value: string;
}

export interface HoursWords {
  /** 0 = Sunday .. 6 = Saturday, as the locale writes it in a short list ("Mon"). */
  readonly dayName: (weekday: number) => string;
  /** The locale's first day of the week (0 = Sunday). */
  readonly firstDay: number;
  /** A range in the site's words: `formatLocalTimeRange`. */
  readonly timeRange: (opens: string, closes: string) => string;
}

const MAX_ROWS = 30;
const MAX_VALUE_LENGTH = 200;

function clip(text: string): string {
  const chars = [...text];
  return chars.length > MAX_VALUE_LENGTH ? `${chars.slice(0, MAX_VALUE_LENGTH - 1).join("")}…` : text;
}

/** A value in words: its ranges as the site writes times, "Closed" in the locale, or the text as entered; "" for a value that is not text. */
function valueInWords(value: unknown, words: HoursWords, locale: string): string {
  if (typeof value !== "string") return "";
  const text = oneLine(value);
  if (text === "") return "";
  const ranges = readHoursText(text);
  if (ranges === null) return clip(text);
  if (ranges.length === 0) return messagesFor(locale).t("rules.hours.closed");
  return ranges.map((range) => words.timeRange(range.opens, range.closes)).join(", ");
}

/** "opening_time" → "Opening time". */
function humanizeKey(key: string): string {
  const words = plainText(key).replace(/[_-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/\s+/g, " ").trim().toLowerCase();
  return words === "" ? "" : words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A location's hours as rows for its page: days in the locale's week order, equal
 * neighbours merged ("Mon–Fri 9:00 AM – 9:00 PM"); a key naming one day wins over a key
 * naming several ("friday" over "weekdays"); other keys follow as entered; a bare text
 * value is one unlabelled row. Anything that is not text shows nothing.
 */
export function operatingHoursRows(hours: unknown, words: HoursWords, locale: string): HoursRow[] {
  if (typeof hours === "string") {
    const value = valueInWords(hours, words, locale);
    return value === "" ? [] : [{ label: null, value }];
  }
  if (typeof hours !== "object" || hours === null || Array.isArray(hours)) return [];
  const byDay = new Map<number, { value: string; specific: boolean }>();
  const others: HoursRow[] = [];
  for (const [key, raw] of Object.entries(hours as Record<string, unknown>)) {
    const value = valueInWords(raw, words, locale);
    if (value === "") continue;
    const days = weekdaysOfKey(key);
    if (days === null) {
      const label = humanizeKey(key);
      others.push({ label: label === "" ? null : clip(label), value });
      continue;
    }
    const specific = days.length === 1;
    for (const day of days) {
      const seen = byDay.get(day);
      if (!seen || (specific && !seen.specific)) byDay.set(day, { value, specific });
    }
  }
  const rows: HoursRow[] = [];
  let run: { first: number; last: number; value: string } | null = null;
  const flush = () => {
    if (run === null) return;
    const label = run.first === run.last ? words.dayName(run.first) : `${words.dayName(run.first)}–${words.dayName(run.last)}`;
    rows.push({ label, value: run.value });
    run = null;
  };
  for (let offset = 0; offset < 7; offset += 1) {
    const day = (words.firstDay + offset) % 7;
    const entry = byDay.get(day);
    if (!entry) {
      flush();
      continue;
    }
    if (run !== null && run.value === entry.value) run.last = day;
    else {
      flush();
      run = { first: day, last: day, value: entry.value };
    }
  }
  flush();
  return [...rows, ...others].slice(0, MAX_ROWS);
}
