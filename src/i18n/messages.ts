import { IntlMessageFormat } from "intl-messageformat";
import { INTERFACE_MESSAGES, LANGUAGES, type Language, type MessageKey } from "./interface-messages.ts";
import { COUNT_MARK, type PageMessage } from "./page-messages.ts";

export type { Language, MessageKey } from "./interface-messages.ts";
export { LANGUAGES } from "./interface-messages.ts";

/** A value a message can name: text, a number (plurals, `{n, number}`) or an instant (`{d, date}`). */
export type MessageValue = string | number | Date;

/** The interface of one locale: its words (from its language's messages file) and its formats (from `Intl`). */
export interface Messages {
  /** The BCP 47 locale the site is built for ("es-US", "fr-CA"): formats follow it. */
  readonly locale: string;
  /** Its language's messages ("es"). */
  readonly language: Language;
  /** The message `key` with `values`, in this locale's plural rules and number formats. */
  t(key: MessageKey, values?: Record<string, MessageValue>): string;
  /** "Mon, Wed and Fri" / "lun, mié y vie": `Intl.ListFormat` in this locale. */
  list(items: readonly string[], type?: "conjunction" | "disjunction"): string;
  /**
   * The message for a browser script (`PageMessage`): with `count`, the name of its count
   * argument, one text per plural category of this locale; else its plain text.
   */
  forPage(key: MessageKey, count?: string, values?: Record<string, MessageValue>): PageMessage;
}

/** A count in each plural category of `locale` (the smallest that selects it). */
function pluralSamples(locale: string): Map<string, number> {
  const rules = new Intl.PluralRules(locale);
  const samples = new Map<string, number>();
  const wanted = rules.resolvedOptions().pluralCategories.length;
  for (const n of [...Array.from({ length: 200 }, (_, i) => i), 1_000_000]) {
    const category = rules.select(n);
    if (!samples.has(category)) samples.set(category, n);
    if (samples.size === wanted) break;
  }
  return samples;
}

/** The interface language of a locale ("fr-CA" → "fr"), or null when the interface does not speak it. */
export function languageOf(locale: string): Language | null {
  const language = new Intl.Locale(locale).language;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : null;
}

/** Each locale's messages: their IntlMessageFormat, ListFormat and PluralRules objects, made once and kept for the process. */
const cache = new Map<string, Messages>();

/**
 * The messages of `locale`, built once per locale. An unsupported language is refused by
 * the config before anything is built (`languageOf`); here it is a programming error.
 */
export function messagesFor(locale: string): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const language = languageOf(locale);
  if (language === null) throw new Error(`No interface messages for "${locale}"; the interface speaks ${LANGUAGES.join(", ")}.`);
  const model: Record<string, string> = INTERFACE_MESSAGES[language];
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const lists = new Map<string, Intl.ListFormat>();
  const messages: Messages = {
    locale,
    language,
    t(key, values) {
      let format = formats.get(key);
      if (!format) {
        const source = model[key];
        if (source === undefined) throw new Error(`The ${language} messages have no message "${key}".`);
        format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
        formats.set(key, format);
      }
      return String(format.format(values));
    },
    list(items, type = "conjunction") {
      let format = lists.get(type);
      if (!format) {
        format = new Intl.ListFormat(locale, { style: "long", type });
        lists.set(type, format);
      }
      return format.format(items);
    },
    forPage(key, count, values = {}) {
      if (count === undefined) return messages.t(key, values);
      const numbers = new Intl.NumberFormat(locale);
      const forms: Record<string, string> = {};
      for (const [category, sample] of pluralSamples(locale)) {
        forms[category] = messages.t(key, { ...values, [count]: sample }).replace(numbers.format(sample), COUNT_MARK);
      }
      return forms;
    },
  };
  cache.set(locale, messages);
  return messages;
}
