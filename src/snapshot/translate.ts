import type { Snapshot } from "./snapshot.ts";

/**
 * The studio's own words in another language (issue 32, point 2). The API gives class names,
 * descriptions, categories, seasons and their catalog, memberships, trials, services and
 * locations in one language; a translation file (src/settings/translations.ts) gives another
 * language's words for some of them, each keyed by the record's id and the field. A record the
 * API names in several places (a category inside each class, a class inside its trial) is one
 * text: translating it translates it everywhere, so the row, the page, the JSON-LD and the
 * calendar feed say the same words.
 */

/** The fields of a record that are the studio's words (a person's name is not translated, nor an address). */
const FIELDS = ["name", "description", "schedule_description"] as const;
/** Lists of the studio's words, one text per entry: a membership's `benefits.0`, `benefits.1`; a season's `tags.0`. */
const LIST_FIELDS = ["benefits", "tags"] as const;
/**
 * A location's opening hours (spec 2.12: free text per weekday name): each value with words in
 * it ("Closed", "Closed on public holidays"), keyed `operating_hours.<its key>`; times alone
 * ("9:00-21:00") are no words to translate. Another shape is not shown (page-rules/operating-hours.ts).
 */
const HOURS = "operating_hours";
const HAS_WORDS = /\p{L}/u;
/** Where no studio words are, or only a person's: not walked. */
const SKIPPED = new Set(["instructor", "instructors", "links", "capacity", "age_range", "billing", "term", "registration_window", HOURS, "contact_info"]);

/** A field a translation file may name: what `studioTexts` lists. */
export const TEXT_FIELD = /^(name|description|schedule_description|(benefits|tags)\.\d+|operating_hours\.[^\n]+)$/;

/** What kind of record a section or a nested field holds, for the file's comments. */
const KINDS: Record<string, string> = {
  categories: "category",
  category: "category",
  locations: "location",
  location: "location",
  classes: "class",
  class: "class",
  trial_classes: "trial",
  registrations: "season",
  season_details: "season",
  catalog_groups: "season group",
  items: "season item",
  membership_types: "membership",
  prices: "membership price",
  appointment_services: "service",
};

/** The sections in the order the file lists them: the records first, so a record's kind is its own, not a mention's. */
const ORDER = ["categories", "locations", "classes", "trial_classes", "registrations", "season_details", "membership_types", "appointment_services"] as const;

/** One text of the studio's: which record, which field, its words in the API's language. */
export interface StudioText {
  readonly id: string;
  /** `name`, `description`, `schedule_description`, `benefits.0` */
  readonly field: string;
  readonly text: string;
  /** "class", "season item": what the record is, for a person reading the file. */
  readonly kind: string;
}

/** The key of a text in a translation: its record's id and its field. */
export const textKey = (id: string, field: string): string => `${id} ${field}`;

type Visitor = (record: Record<string, unknown>, kind: string) => void;

function walk(value: unknown, kind: string, visit: Visitor): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, kind, visit);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if (typeof record.id === "string") visit(record, kind);
  for (const [key, child] of Object.entries(record)) {
    if (child !== null && typeof child === "object" && !SKIPPED.has(key)) walk(child, KINDS[key] ?? kind, visit);
  }
}

function walkSnapshot(snapshot: Snapshot, visit: Visitor): void {
  for (const section of ORDER) {
    const value = section === "season_details" ? Object.values(snapshot.season_details) : snapshot[section];
    walk(value, KINDS[section]!, visit);
  }
}

/** A text of a record: its field as the file names it, its words, and where it is in the record (a field, or an entry of one). */
interface TextField {
  readonly field: string;
  readonly text: string;
  readonly at: readonly [key: string, entry?: string | number];
}

/**
 * Each text of a record: the named fields, then each entry of a list, then the words in its
 * opening hours. The one rule for which fields are the studio's words: `studioTexts` lists
 * them and `translateSnapshot` puts their translations back where they were.
 */
function textFields(record: Record<string, unknown>): TextField[] {
  const fields: TextField[] = [];
  for (const field of FIELDS) {
    const text = record[field];
    if (typeof text === "string" && text.trim() !== "") fields.push({ field, text, at: [field] });
  }
  for (const field of LIST_FIELDS) {
    const list = record[field];
    if (Array.isArray(list)) list.forEach((text, index) => typeof text === "string" && text.trim() !== "" && fields.push({ field: `${field}.${index}`, text, at: [field, index] }));
  }
  const hours = record[HOURS];
  if (isPlainObject(hours)) {
    for (const [key, text] of Object.entries(hours)) if (typeof text === "string" && HAS_WORDS.test(text)) fields.push({ field: `${HOURS}.${key}`, text, at: [HOURS, key] });
  }
  return fields;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);

/** Every text of the studio's in the snapshot, each once (its first place), in the file's order. */
export function studioTexts(snapshot: Snapshot): StudioText[] {
  const found = new Map<string, StudioText>();
  walkSnapshot(snapshot, (record, kind) => {
    for (const { field, text } of textFields(record)) {
      const key = textKey(record.id as string, field);
      if (!found.has(key)) found.set(key, { id: record.id as string, field, text, kind });
    }
  });
  return [...found.values()];
}

/** A translation of one text: the words it was made from (`from`), and the other language's (`to`). */
export interface TextTranslation {
  readonly from: string;
  readonly to: string;
}

export interface TranslatedSnapshot {
  readonly snapshot: Snapshot;
  /** The studio's texts still in the API's language (no translation, or one made from words the API has since changed). */
  readonly untranslated: ReadonlySet<string>;
  /** The words the translation put in: a text that is also an untranslated one ("Yoga" kept as "Yoga") is the page's language. */
  readonly translated: ReadonlySet<string>;
}

interface Found {
  readonly untranslated: Set<string>;
  readonly translated: Set<string>;
}

function translatedRecord(record: Record<string, unknown>, words: ReadonlyMap<string, TextTranslation>, found: Found): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    out[key] = value !== null && typeof value === "object" && !SKIPPED.has(key) ? (Array.isArray(value) ? value.map(translatedValue) : translatedValue(value)) : value;
  }
  if (typeof record.id === "string") {
    for (const { field, text, at } of textFields(record)) put(at, translated(textKey(record.id, field), text));
  }
  return out;

  /** A text in its place in `out`: a field, or an entry of a list or of the opening hours (copied first, never the API's own). */
  function put([key, entry]: TextField["at"], text: string): void {
    const container = out[key];
    if (entry === undefined) out[key] = text;
    else out[key] = Array.isArray(container) ? Object.assign([...container], { [entry]: text }) : { ...(container as Record<string, unknown>), [entry]: text };
  }

  function translated(key: string, text: string): string {
    const translation = words.get(key);
    // Only a translation of the words the API still has: one of older words may name another class.
    if (translation !== undefined && translation.from === text && translation.to.trim() !== "") {
      found.translated.add(translation.to);
      return translation.to;
    }
    found.untranslated.add(text);
    return text;
  }
  function translatedValue(value: unknown): unknown {
    return isPlainObject(value) ? translatedRecord(value, words, found) : value;
  }
}

/**
 * The snapshot with the translation's words in place of the API's, where the translation was
 * made from the words the API has now. Sessions, the change feed and the warnings are kept as
 * they are (they hold no studio words the file names).
 */
export function translateSnapshot(snapshot: Snapshot, words: ReadonlyMap<string, TextTranslation>): TranslatedSnapshot {
  const found: Found = { untranslated: new Set(), translated: new Set() };
  const each = <T>(records: readonly T[]): T[] => records.map((record) => translatedRecord(record as Record<string, unknown>, words, found) as T);
  const translated: Snapshot = {
    ...snapshot,
    classes: each(snapshot.classes),
    categories: each(snapshot.categories),
    trial_classes: each(snapshot.trial_classes),
    registrations: each(snapshot.registrations),
    membership_types: each(snapshot.membership_types),
    appointment_services: each(snapshot.appointment_services),
    locations: each(snapshot.locations),
    season_details: Object.fromEntries(Object.entries(snapshot.season_details).map(([id, detail]) => [id, translatedRecord(detail, words, found) as typeof detail])),
  };
  return { snapshot: translated, untranslated: found.untranslated, translated: found.translated };
}
