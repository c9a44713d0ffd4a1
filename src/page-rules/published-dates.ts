import type { Class } from "../api/schemas/index.ts";
import { formatLocalDate } from "../core/format.ts";
import { messagesFor } from "../i18n/messages.ts";

/**
 * The last date of a class's sessions the site holds, when the class runs past it (its
 * `end_date` is later, or a weekly class has none): its page and feed then say so rather
 * than let the last listed date read as the class's end. Null when every date is there.
 */
export function datesPublishedThrough(cls: Pick<Class, "schedule_type" | "end_date">, through: string): string | null {
  if (cls.end_date === null) return cls.schedule_type === "recurring" ? through : null;
  return cls.end_date > through ? through : null;
}

/** "Dates published through Feb 22, 2027": the same words on the class page and in its calendar feed, in `locale`. */
export function datesPublishedThroughInWords(through: string, locale: string): string {
  return messagesFor(locale).t("rules.dates.publishedThrough", { date: formatLocalDate(through, locale, "medium") });
}
