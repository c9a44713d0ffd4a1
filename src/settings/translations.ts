/**
 * The studio's own words in the site's other languages (issue 32, point 2): one YAML file per
 * language in the project's `translations/` folder (TRANSLATIONS_DIR names another), kept by
 * the owner or a translator, written and updated by `npm run translations -- es`:
 *
 *   source: en
 *   texts:
 *     3ff70932-…:            # class: Adult Ballet Basics
 *       name:
 *         en: Adult Ballet Basics
 *         es: Ballet para adultos
 *
 * Each text is keyed by its record's id and field, and keeps the words it was translated from,
 * so the build uses a translation only while the API still says those words (a class renamed
 * upstream shows its new name, untranslated, until the file is brought up to date). It is read
 * with the environment (src/config.ts): a broken file stops the sync before its first request,
 * and the build, with exit code 2, the file, the entry and the fix.
 */
import { existsSync, readFileSync } from "node:fs";
import { isMap, isScalar, LineCounter, parseDocument, visit, type Document } from "yaml";
import { TEXT_FIELD, textKey, type StudioText, type TextTranslation } from "../snapshot/translate.ts";

export const DEFAULT_TRANSLATIONS_DIR = "translations";

/** The words a file marks, besides the two languages: set by `npm run translations`, read by people. */
const CHANGED_TO = "changed_to";
const GONE = "gone";

/** One language's file, read. */
export interface StudioTranslations {
  /** "es": the file's language, as its name says. */
  readonly language: string;
  /** "en": the language of the API's words, as the file says. */
  readonly source: string;
  /** Each translated text (a non-empty translation) by `textKey`. */
  readonly words: ReadonlyMap<string, TextTranslation>;
}

/** The files for the site's languages, by language; a language with no file has none. */
export type TranslationsByLanguage = Readonly<Record<string, StudioTranslations>>;

export interface ReadTranslationsOptions {
  /** The folder, absolute. */
  readonly dir: string;
  /** How messages name it ("translations"). */
  readonly shownAs: string;
  /** The site's locales: a file is read for each of their languages. */
  readonly locales: readonly string[];
}

const LANGUAGE = /^[a-z]{2,3}$/;

/** The file of a language in a folder (the folder as messages name it, or its path). */
export const translationsFile = (shownAs: string, language: string): string => `${shownAs}/${language}.yaml`;

/** Every language's file that exists, checked: every problem at once, each naming the file, the entry and the fix. */
export function readTranslations(options: ReadTranslationsOptions): { translations: TranslationsByLanguage; problems: string[] } {
  const problems: string[] = [];
  const translations: Record<string, StudioTranslations> = {};
  const languages = [...new Set(options.locales.map((locale) => new Intl.Locale(locale).language))];
  for (const language of languages) {
    const path = translationsFile(options.dir, language);
    if (!existsSync(path)) continue;
    const shownAs = translationsFile(options.shownAs, language);
    let source: string;
    try {
      source = readFileSync(path, "utf8");
    } catch (error) {
      problems.push(`${shownAs} could not be read (${(error as Error).message}). Check that the file is readable.`);
      continue;
    }
    const read = checkTranslations(source, language, shownAs);
    problems.push(...read.problems);
    if (read.problems.length === 0) translations[language] = read.translations;
  }
  return { translations, problems };
}

const FIX = (language: string, source: string) =>
  `Each text is "<id>:", then "<field>:", then "${source}: <the API's words>" and "${language}: <the words>" (empty to show the API's), two spaces in for each level; npm run translations -- ${language} writes every entry.`;

/** The file's text, checked (no file system): what the build uses, or the problems. */
export function checkTranslations(text: string, language: string, shownAs: string): { translations: StudioTranslations; problems: string[] } {
  const problems: string[] = [];
  const words = new Map<string, TextTranslation>();
  const empty = { translations: { language, source: "", words }, problems };
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = document.errors[0];
  if (first) {
    const at = lineCounter.linePos(first.pos[0]);
    const message = first.message.split("\n")[0]!.replace(/[.:]?\s*$/, ".");
    problems.push(`${shownAs} line ${at.line}, column ${at.col}: ${message} Put quotes around words with a colon or a # in them, and keep two spaces in for each level, as the lines around it.`);
    return empty;
  }
  const raw = document.toJS() as unknown;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    problems.push(`${shownAs} should start with "source: <the API's language>" and "texts:". Run npm run translations -- ${language} to write it.`);
    return empty;
  }
  const file = raw as Record<string, unknown>;
  for (const key of Object.keys(file)) if (key !== "source" && key !== "texts") problems.push(`${shownAs} has "${key}" at its top, which is not part of a translation file. Keep only "source:" and "texts:".`);
  const source = file.source;
  if (typeof source !== "string" || !LANGUAGE.test(source)) {
    problems.push(`${shownAs} has source ${JSON.stringify(source ?? null)}: it should name the language of the API's words, such as "source: en".`);
    return empty;
  }
  if (source === language) {
    problems.push(`${shownAs} has "source: ${source}", the file's own language. A file holds another language's words for the API's: name it for that language (${shownAs.replace(/[^/]+$/, "")}es.yaml for Spanish).`);
    return empty;
  }
  const texts = file.texts ?? {};
  if (texts === null || typeof texts !== "object" || Array.isArray(texts)) {
    problems.push(`${shownAs}: "texts" should hold each record's id, with its fields under it. ${FIX(language, source)}`);
    return empty;
  }
  for (const [id, fields] of Object.entries(texts as Record<string, unknown>)) {
    if (fields === null || typeof fields !== "object" || Array.isArray(fields)) {
      problems.push(`${shownAs}: texts.${id} should hold its fields (name, description, …). ${FIX(language, source)}`);
      continue;
    }
    for (const [field, entry] of Object.entries(fields as Record<string, unknown>)) {
      const where = `${shownAs}: texts.${id}.${field}`;
      if (!TEXT_FIELD.test(field)) {
        problems.push(`${where}: "${field}" is not a field of the studio's words. Use name, description, schedule_description, benefits.<number>, tags.<number> or operating_hours.<day>, as npm run translations -- ${language} writes them.`);
        continue;
      }
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
        problems.push(`${where} should hold "${source}:" and "${language}:" lines. ${FIX(language, source)}`);
        continue;
      }
      const values = entry as Record<string, unknown>;
      const unknown = Object.keys(values).filter((key) => key !== source && key !== language && key !== CHANGED_TO && key !== GONE);
      if (unknown.length > 0) problems.push(`${where} has ${unknown.map((key) => `"${key}"`).join(", ")}, which this file does not take. Keep "${source}", "${language}" and the marks npm run translations writes (${CHANGED_TO}, ${GONE}).`);
      const from = values[source];
      const to = values[language] ?? "";
      if (typeof from !== "string") {
        problems.push(`${where} has no "${source}:" line with the API's words it translates. Copy them from the line npm run translations -- ${language} wrote, or run it again.`);
        continue;
      }
      if (typeof to !== "string") {
        problems.push(`${where}: "${language}:" should be the words, in quotes if they hold a colon or a #, or "" to show the API's.`);
        continue;
      }
      if (to.trim() !== "" && values[GONE] !== true) words.set(textKey(id, field), { from, to });
    }
  }
  return { translations: { language, source, words }, problems };
}

/** What `npm run translations` found, for its report. */
export interface TranslationsUpdate {
  readonly text: string;
  readonly texts: number;
  readonly translated: number;
  readonly missing: number;
  /** Translated from words the API has since changed: marked `changed_to` with the new words. */
  readonly changed: number;
  /** Entries of records or fields no longer in the catalog: marked `gone`. */
  readonly gone: number;
}

const HEADER = (language: string, source: string) =>
  [
    ` The studio's own words in "${language}", for the API's words in "${source}" (README, "The studio's words in other languages").`,
    ` Write the words under each "${language}:"; left empty, the page shows the API's words, marked as "${source}".`,
    ` npm run translations -- ${language} adds what is missing and keeps what is written. It marks "${CHANGED_TO}" where the`,
    ` API's words changed since (check the words, copy ${CHANGED_TO} over "${source}", delete the line), and "${GONE}" where`,
    ` a record left the catalog (delete it when you like). The build uses a text only while "${source}" is the API's words.`,
  ].join("\n");

/**
 * The file brought up to date with the catalog's texts (pure: the old file's text in, the new
 * one out): every text of the catalog once, in the catalog's order, what was written kept;
 * a text whose API words changed since it was translated marked with the new words; entries the
 * catalog no longer has kept and marked gone, after the rest.
 */
export function updateTranslations(texts: readonly StudioText[], previous: string | null, language: string, source: string): TranslationsUpdate {
  const old = new Map<string, Record<string, unknown>>();
  const oldOrder: [string, string][] = [];
  if (previous !== null) {
    const raw = parseDocument(previous).toJS() as { texts?: Record<string, Record<string, Record<string, unknown>>> } | null;
    for (const [id, fields] of Object.entries(raw?.texts ?? {})) {
      for (const [field, entry] of Object.entries(fields ?? {})) {
        old.set(textKey(id, field), entry ?? {});
        oldOrder.push([id, field]);
      }
    }
  }
  const byId = new Map<string, { kind: string; label: string; fields: [string, Record<string, unknown>][] }>();
  let translated = 0;
  let missing = 0;
  let changed = 0;
  const seen = new Set<string>();
  for (const text of texts) {
    const key = textKey(text.id, text.field);
    seen.add(key);
    const before = old.get(key);
    const words = typeof before?.[language] === "string" ? (before[language] as string) : "";
    const madeFrom = typeof before?.[source] === "string" ? (before[source] as string) : text.text;
    let entry: Record<string, unknown>;
    if (words.trim() === "") {
      entry = { [source]: text.text, [language]: "" };
      missing += 1;
    } else if (madeFrom === text.text) {
      entry = { [source]: text.text, [language]: words };
      translated += 1;
    } else {
      entry = { [source]: madeFrom, [language]: words, [CHANGED_TO]: text.text };
      changed += 1;
    }
    const record = byId.get(text.id) ?? { kind: text.kind, label: "", fields: [] };
    if (text.field === "name") record.label = text.text;
    record.fields.push([text.field, entry]);
    byId.set(text.id, record);
  }
  let gone = 0;
  const goneById = new Map<string, [string, Record<string, unknown>][]>();
  for (const [id, field] of oldOrder) {
    const key = textKey(id, field);
    if (seen.has(key)) continue;
    const entry = old.get(key)!;
    gone += 1;
    const list = goneById.get(id) ?? [];
    list.push([field, { ...Object.fromEntries(Object.entries(entry).filter(([name]) => name !== CHANGED_TO)), [GONE]: true }]);
    goneById.set(id, list);
  }

  const document = parseDocument("source: x\ntexts: {}\n") as Document.Parsed;
  document.commentBefore = HEADER(language, source);
  document.set("source", source);
  const textsNode = document.createNode({}) as ReturnType<Document["createNode"]>;
  document.set("texts", textsNode);
  const add = (id: string, fields: [string, Record<string, unknown>][], comment: string) => {
    const pair = document.createPair(id, Object.fromEntries(fields));
    if (isScalar(pair.key)) pair.key.commentBefore = comment;
    if (isMap(textsNode)) textsNode.items.push(pair);
  };
  for (const [id, record] of byId) add(id, record.fields, ` ${record.kind}${record.label ? `: ${oneLineLabel(record.label)}` : ""}`);
  for (const [id, fields] of goneById) {
    const existing = byId.get(id);
    if (existing) {
      // A field gone from a record still listed (a benefit removed): under the record, after its current fields.
      const node = isMap(textsNode) ? textsNode.get(id) : null;
      if (isMap(node)) for (const [field, entry] of fields) node.set(field, document.createNode(entry));
    } else {
      add(id, fields, " gone from the catalog");
    }
  }
  // Words with characters an editor may change unseen (a zero-width space, a line separator, a no-break or trailing space) in quotes, as escapes.
  visit(document, {
    Scalar(_, node) {
      if (typeof node.value === "string" && UNSEEN.test(node.value)) node.type = "QUOTE_DOUBLE";
    },
  });
  return { text: document.toString({ lineWidth: 0 }), texts: texts.length, translated, missing, changed, gone };
}

const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u2000-\u200a\u202f\u205f\u3000]|[ \t]$|^[ \t]|[ \t]\n/u;

const oneLineLabel = (label: string): string => {
  const line = label.replace(/[\p{Cc}\p{Cf}\s]+/gu, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};
