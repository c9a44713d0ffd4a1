/**
 * Messages the browser scripts need, carried by the page in its own language so the
 * scripts ship no messages file and no formatter: a plain message as its text, a message with
 * a count as one text per plural category of the page's locale (`{#}` marks the count).
 * The build makes them with `pageMessage` (src/i18n/messages.ts); a script reads them with
 * `pageText`, choosing the category with the browser's own `Intl.PluralRules`.
 */
export type PageMessage = string | { readonly [category: string]: string };

export type PageMessages = { readonly [name: string]: PageMessage };

/** The placeholder of the count in a plural form. */
export const COUNT_MARK = "{#}";

const formats = new Map<string, { plurals: Intl.PluralRules; numbers: Intl.NumberFormat }>();

/** The locale's plural rules and number format, made once: a build words every session's spots. */
function formatsOf(locale: string) {
  let kept = formats.get(locale);
  if (!kept) {
    kept = { plurals: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) };
    formats.set(locale, kept);
  }
  return kept;
}

/** The text of `message` for `count` in `locale` (a plain message ignores the count). */
export function pageText(message: PageMessage, locale: string, count = 0): string {
  if (typeof message === "string") return message;
  const { plurals, numbers } = formatsOf(locale);
  const form = message[plurals.select(count)] ?? message.other ?? "";
  return form.replace(COUNT_MARK, numbers.format(count));
}

/**
 * A value only the script knows (a time, a count it computed), left in a page message as
 * `{name}`: the build passes `slot("time")` as the message's value, the script `fillSlots`.
 */
export const slot = (name: string): string => `{${name}}`;

/** `text` with each `{name}` slot replaced by its value (values are inserted as given, never parsed). */
export function fillSlots(text: string, values: Readonly<Record<string, string>>): string {
  let filled = text;
  for (const [name, value] of Object.entries(values)) filled = filled.split(slot(name)).join(value);
  return filled;
}
