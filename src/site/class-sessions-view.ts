import { CLASS_PAGE_WEEKS, sessionBlocks, type DateRange } from "../page-rules/schedule.ts";
import { formatDateRange } from "../core/format.ts";
import { messagesFor } from "../i18n/messages.ts";
import type { SessionView } from "./class-views.ts";
import { routes } from "./routes.ts";

export interface LaterSessionsPage {
  /** 1, 2, …: `/classes/<slug>/sessions/`, `/classes/<slug>/sessions/2/`, … */
  readonly number: number;
  readonly href: string;
  /** The days the page covers (for its structured data). */
  readonly days: DateRange;
  readonly sessions: readonly SessionView[];
  /** "Jan 18 – Feb 15, 2027": the dates its sessions span. */
  readonly range: string;
  /** "5 sessions, Jan 18 – Feb 15, 2027": the link's words. */
  readonly linkText: string;
}

export interface ClassSessionsView {
  /** How many weeks each page covers: the class page the next ones from today, each later page as many again. */
  readonly weeks: number;
  /** The days the class page covers. */
  readonly days: DateRange;
  /** The sessions the class page lists. */
  readonly soon: readonly SessionView[];
  /** Pages of the later sessions, soonest first; empty when there are none. */
  readonly later: readonly LaterSessionsPage[];
}

/**
 * A class's upcoming sessions split into pages of `CLASS_PAGE_WEEKS` weeks: the first on
 * the class page, each later one on a page of its own linked from it, so a class with
 * hundreds of sessions keeps every page light.
 */
export function classSessionsView(cls: { readonly slug: string; readonly sessions: readonly SessionView[] }, today: string, locale: string): ClassSessionsView {
  const messages = messagesFor(locale);
  const [first, ...rest] = sessionBlocks(cls.sessions, today, CLASS_PAGE_WEEKS);
  const later = rest.map((block, index): LaterSessionsPage => {
    const range = formatDateRange(block.sessions[0]?.date ?? block.from, block.sessions.at(-1)?.date ?? block.to, locale);
    return {
      number: index + 1,
      href: routes.classSessions(cls.slug, index + 1),
      days: { from: block.from, to: block.to },
      sessions: block.sessions,
      range,
      linkText: messages.t("site.classSessions.link", { count: block.sessions.length, range }),
    };
  });
  return {
    weeks: CLASS_PAGE_WEEKS,
    days: { from: first?.from ?? today, to: first?.to ?? today },
    soon: first?.sessions ?? [],
    later,
  };
}
