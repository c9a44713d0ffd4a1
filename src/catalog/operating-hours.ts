/**
 * Spec 2.12: `operating_hours` is whatever JSON the studio entered ("a key `monday`
 * with a text range" is only the common case). Turn any shape into label/value rows
 * of plain text, so a page never prints "[object Object]", "undefined" or "null".
 */

export interface HoursRow {
  /** A weekday or other heading; null for free text with no label. */
  readonly label: string | null;
  readonly value: string;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
const WEEKDAY_ALIASES: Readonly<Record<string, number>> = {
  sun: 0, sunday: 0, "0": 0,
  mon: 1, monday: 1, "1": 1,
  tue: 2, tues: 2, tuesday: 2, "2": 2,
  wed: 3, wednesday: 3, "3": 3,
  thu: 4, thur: 4, thurs: 4, thursday: 4, "4": 4,
  fri: 5, friday: 5, "5": 5,
  sat: 6, saturday: 6, "6": 6,
};

const MAX_DEPTH = 4;
const MAX_ROWS = 30;
const MAX_VALUE_LENGTH = 200;

type JsonRecord = { readonly [key: string]: unknown };

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "opening_time" → "Opening time". */
function humanizeKey(key: string): string {
  const words = key.replace(/[_-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim().toLowerCase();
  return words === "" ? key : words.charAt(0).toUpperCase() + words.slice(1);
}

const OPEN_KEYS = ["open", "opens", "from", "start", "opening", "open_time", "opens_at", "start_time"];
const CLOSE_KEYS = ["close", "closes", "to", "until", "end", "closing", "close_time", "closes_at", "end_time"];

function pick(record: JsonRecord, keys: readonly string[]): unknown {
  for (const [key, value] of Object.entries(record)) {
    if (keys.includes(key.toLowerCase())) return value;
  }
  return undefined;
}

function clip(text: string): string {
  const chars = [...text];
  return chars.length > MAX_VALUE_LENGTH ? `${chars.slice(0, MAX_VALUE_LENGTH - 1).join("")}…` : text;
}

/** One value as one line of text; "" when there is nothing printable. */
function valueInWords(value: unknown, depth: number): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.replace(/\s+/g, " ").trim();
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "Open" : "Closed";
  if (depth >= MAX_DEPTH || typeof value !== "object") return "";
  if (Array.isArray(value)) {
    return value
      .map((item) => valueInWords(item, depth + 1))
      .filter((text) => text !== "")
      .join(", ");
  }
  if (!isRecord(value)) return "";
  if (pick(value, ["closed"]) === true || pick(value, ["is_closed"]) === true) return "Closed";
  const open = valueInWords(pick(value, OPEN_KEYS), depth + 1);
  const close = valueInWords(pick(value, CLOSE_KEYS), depth + 1);
  if (open !== "" && close !== "") return `${open}–${close}`;
  return Object.entries(value)
    .map(([key, item]) => {
      const text = valueInWords(item, depth + 1);
      return text === "" ? "" : `${humanizeKey(key)}: ${text}`;
    })
    .filter((text) => text !== "")
    .join("; ");
}

function weekdayIndex(key: string): number | undefined {
  return WEEKDAY_ALIASES[key.trim().toLowerCase().replace(/\.$/, "")];
}

/**
 * Rows for a location's hours. Weekday keys come first in week order starting at
 * `firstDay` (0 = Sunday) and are labelled with `dayName`; other keys follow as
 * entered. A bare string, number or list becomes unlabelled rows.
 */
export function operatingHoursRows(
  hours: unknown,
  dayName: (weekday: number) => string = (weekday) => humanizeKey(WEEKDAYS[weekday] ?? ""),
  firstDay = 0,
): HoursRow[] {
  const rows: HoursRow[] = [];
  if (isRecord(hours)) {
    const days: { weekday: number; value: string }[] = [];
    const others: HoursRow[] = [];
    for (const [key, value] of Object.entries(hours)) {
      const text = clip(valueInWords(value, 1));
      if (text === "") continue;
      const weekday = weekdayIndex(key);
      if (weekday !== undefined) days.push({ weekday, value: text });
      else others.push({ label: clip(humanizeKey(key)), value: text });
    }
    days.sort((a, b) => ((a.weekday - firstDay + 7) % 7) - ((b.weekday - firstDay + 7) % 7));
    for (const day of days) rows.push({ label: dayName(day.weekday), value: day.value });
    rows.push(...others);
  } else if (Array.isArray(hours)) {
    for (const item of hours) {
      if (isRecord(item)) {
        const dayKey = pick(item, ["day", "weekday", "days", "name", "label"]);
        const label = typeof dayKey === "string" || typeof dayKey === "number" ? String(dayKey).trim() : null;
        const weekday = label === null ? undefined : weekdayIndex(label);
        const rest = Object.fromEntries(
          Object.entries(item).filter(([key]) => !["day", "weekday", "days", "name", "label"].includes(key.toLowerCase())),
        );
        const text = clip(valueInWords(rest, 1));
        if (text !== "") rows.push({ label: weekday !== undefined ? dayName(weekday) : label ? clip(label) : null, value: text });
      } else {
        const text = clip(valueInWords(item, 1));
        if (text !== "") rows.push({ label: null, value: text });
      }
    }
  } else {
    const text = clip(valueInWords(hours, 0));
    if (text !== "") rows.push({ label: null, value: text });
  }
  return rows.slice(0, MAX_ROWS);
}
