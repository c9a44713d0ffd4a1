/**
 * The embed views made for a box of fixed height (issue 33): Wix keeps its embed box at the
 * height the owner drags it to, and a schedule's weeks differ by thousands of pixels, so no
 * height fits them. These views have a height known from their row count alone: every part
 * is one line of fixed height (a longer text ends in "…"), at any width from 280 px. The
 * layout below is the one place those heights live: the views' stylesheet is written from
 * it, and so is the height the /embed/ page gives each snippet.
 */
import { rowOutbound, type OutboundAction } from "./outbound.ts";
import { actionVariants, type ClassView, type SessionView } from "./class-views.ts";
import { nextDays } from "./schedule-views.ts";
import { inlineHash } from "./page-policy.ts";
import type { SiteModel } from "./site-model.ts";

/** Rows an upcoming view may have: `data-studio-embed="upcoming/5"`, `/embed/upcoming/5/`. */
export const UPCOMING_ROWS = { fewest: 1, most: 15, usual: 5 } as const;

/** CSS px of each part, top to bottom; a row is two lines beside its action. */
const LAYOUT = { padding: 8, brand: 24, title: 32, row: 64, more: 44, note: 24 } as const;

/** How tall a boxed view of `rows` rows is, in CSS px: the height its snippet gives the box. */
export function boxedHeight(rows: number): number {
  const { padding, brand, title, row, more, note } = LAYOUT;
  return 2 * padding + brand + title + rows * row + more + note;
}

/** Each row's height, for the /embed/ page's "each row adds …". */
export const BOXED_ROW_HEIGHT = LAYOUT.row;

const line = "white-space:nowrap;overflow:hidden;text-overflow:ellipsis";

/**
 * The boxed views' stylesheet: inline on those views only (so no other page carries it),
 * listed in their page policy by its hash, as the language switcher's is. It fixes the
 * embed layout's own lines (the studio's name above, the zone's note below) too.
 */
export const BOXED_STYLE = [
  `body:has(.boxed) main{padding-block:${LAYOUT.padding}px}`,
  `body:has(.boxed) .embed-brand{height:${LAYOUT.brand}px;line-height:${LAYOUT.brand}px;margin:0;${line}}`,
  `body:has(.boxed) .embed-note{height:${LAYOUT.note}px;line-height:${LAYOUT.note}px;margin:0;${line}}`,
  `.boxed__title{height:${LAYOUT.title}px;line-height:${LAYOUT.title}px;margin:0;font-size:1.1rem;${line}}`,
  ".boxed__rows{margin:0;padding:0;list-style:none}",
  `.boxed__row{box-sizing:border-box;height:${LAYOUT.row}px;display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-rows:1fr 1fr;column-gap:var(--space-3);align-items:center;border-bottom:1px solid var(--color-border)}`,
  `.boxed__when{grid-area:1/1;min-width:0;font-size:0.875rem;color:var(--color-muted);${line}}`,
  `.boxed__name{grid-area:2/1;display:block;min-width:0;min-height:0;height:${LAYOUT.row / 2}px;line-height:${LAYOUT.row / 2}px;font-weight:600;${line}}`,
  // At most two fifths of the row: a long label ("Register for 2026–27 Dance Season") ends in "…" (its whole name is read out).
  ".boxed__action{grid-area:1/2/3/3;display:flex;align-items:center;max-width:min(40vw,16rem);min-width:0}",
  `.boxed__action .button{position:relative;display:block;max-width:100%;line-height:2.75rem;padding-block:0;${line}}`,
  `.boxed__note{font-size:0.875rem;color:var(--color-muted);${line};max-width:9rem}`,
  `.boxed__more{height:${LAYOUT.more}px;margin:0;display:flex;align-items:center}`,
  `.boxed__more a{display:inline-flex;align-items:center;min-height:${LAYOUT.more}px}`,
].join("");

/** Its CSP source, for the policy of every boxed view. */
export const BOXED_STYLE_HASH = inlineHash(BOXED_STYLE);

/** What a row offers at its end: a link to the studio's page (or this site's), a short note, or nothing. */
export type BoxedAction =
  | { readonly kind: "link"; readonly label: string; readonly href: string; readonly secondary: boolean; readonly outbound: OutboundAction | null }
  | { readonly kind: "note"; readonly label: string }
  | { readonly kind: "none" };

export interface BoxedRow {
  readonly key: string;
  /** The first line: when ("Fri, Nov 27 · 4:00 PM · 3 spots left"), or a class's days, times and ages. */
  readonly when: string;
  readonly name: string;
  /** The class's page on this site. */
  readonly href: string;
  readonly action: BoxedAction;
}

function sessionAction(session: SessionView): BoxedAction {
  const [variant] = actionVariants(session.action, null, session.full);
  const action = variant?.action ?? session.action;
  if (action.kind === "link") {
    return { kind: "link", label: action.label, href: action.href, secondary: action.full || (action.to !== "checkout" && action.to !== "register"), outbound: rowOutbound(action) };
  }
  return action.kind === "note" ? { kind: "note", label: action.label } : { kind: "none" };
}

/** The next `count` sessions still to come, over the coming week: cancelled ones left out, each with its action. */
export function upcomingRows(model: Pick<SiteModel, "schedule" | "today">, count: number): BoxedRow[] {
  return nextDays(model.schedule, model.today, 7)
    .flatMap((day) => day.sessions)
    .filter((session) => !session.cancelled)
    .slice(0, count)
    .map((session) => ({
      key: session.id,
      when: [session.dateText, session.startText, session.spots].filter(Boolean).join(" · "),
      name: session.className,
      href: session.classHref,
      action: sessionAction(session),
    }));
}

/** Every current class on one row: its days and times and ages, and its spots. */
export function compactClassRows(model: Pick<SiteModel, "classes">): BoxedRow[] {
  return model.classes.map((cls: ClassView) => ({
    key: cls.id,
    when: [cls.when.map((when) => `${when.days} ${when.time}`).join(", ") || cls.scheduleText, cls.ageRange].filter(Boolean).join(" · "),
    name: cls.name,
    href: cls.href,
    action: cls.spots ? { kind: "note", label: cls.spots } : { kind: "none" },
  }));
}
