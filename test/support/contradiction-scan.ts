/**
 * Reads a built page as a family would and lists the ways it contradicts or repeats
 * itself: a "Full" badge beside an open-enrollment or sign-up state (or said again
 * beside it), a "Sign up" heading where nobody can sign up, a length that
 * disagrees with its time range, a word said twice ("Ages: Ages 5–7", "classes
 * classes"), a sentence said twice, a possessive "s's", a session row a family cannot act
 * on, a spots count on an invitation-only class, a week page showing other days than its
 * address, "No classes" on a day that had sessions, and a season item's price without its
 * unit where the season bills by a period. Across pages (`scanSite`): one time range
 * written two ways. English (en-US) pages only.
 */
import { load, type Cheerio } from "cheerio";
import type { AnyNode, Element } from "domhandler";

const clean = (text: string): string => text.replace(/\s+/g, " ").trim();

/** "4:00 PM – 4:45 PM", "10:30–11:00 AM", "10:30 PM – 12:30 AM (next day)", "12:00 AM – 10:40 PM (6 days later)". */
const RANGE = /(\d{1,2}):(\d{2})\s*(AM|PM)?\s*[–-]\s*(\d{1,2}):(\d{2})\s*(AM|PM)(\s*\((?:next day|(\d+) days later)\))?/g;
/** "45 min", "1 hr", "1 hr 15 min". */
const DURATION = /\b(?:(\d+) hr(?: (\d+) min)?|(\d+) min)\b/g;

function minutesOf(hour: string, minute: string, meridiem: string): number {
  return ((Number(hour) % 12) + (meridiem === "PM" ? 12 : 0)) * 60 + Number(minute);
}

interface Found {
  minutes: number;
  start: number;
  end: number;
}

function ranges(text: string): Found[] {
  return [...text.matchAll(RANGE)].map((match) => {
    const [, h1 = "0", m1 = "0", mer1, h2 = "0", m2 = "0", mer2 = "AM", later, daysLater] = match;
    const from = minutesOf(h1, m1, mer1 ?? mer2);
    const to = minutesOf(h2, m2, mer2);
    // "(next day)" on a range that ends at or before its start is a day longer: 8:00 PM – 8:00 PM (next day) is 24 hours;
    // "(3 days later)" ends on the third day after the start's.
    const minutes = daysLater !== undefined ? to - from + Number(daysLater) * 1440 : later && to <= from ? to - from + 1440 : (to - from + 1440) % 1440;
    return { minutes, start: match.index, end: match.index + match[0].length };
  });
}

function durations(text: string): Found[] {
  return [...text.matchAll(DURATION)].map((match) => {
    const minutes = match[3] !== undefined ? Number(match[3]) : Number(match[1]) * 60 + Number(match[2] ?? 0);
    return { minutes, start: match.index, end: match.index + match[0].length };
  });
}

/** Text of an element with a space between its blocks, so "Ages" and "5–7" in two cells do not run together. */
function textOf(element: Cheerio<AnyNode>): string {
  const copy = element.clone();
  copy.find("br, p, li, dt, dd, div, span, strong, a, h1, h2, h3, time").before(" ").after(" ");
  return clean(copy.text());
}

/** A length and a range said together ("5:00 PM – 6:15 PM · 1 hr 15 min"), and lengths said alone. */
function lengthProblems(text: string, where: string): string[] {
  const problems: string[] = [];
  const found = ranges(text);
  const alone: Found[] = [];
  for (const duration of durations(text)) {
    const before = found.find((range) => /^\s*·\s*$/.test(text.slice(range.end, duration.start)));
    if (before) {
      if (before.minutes !== duration.minutes) problems.push(`${where}: "${text.slice(before.start, duration.end)}" says a length its time range does not`);
    } else alone.push(duration);
  }
  for (const duration of alone) {
    for (const range of found) {
      if (range.minutes !== duration.minutes) {
        problems.push(`${where}: the length "${text.slice(duration.start, duration.end)}" disagrees with "${text.slice(range.start, range.end)}"`);
      }
    }
  }
  return problems;
}

const SIGN_UP = /^(Sign up|Register|Book a session|Book\b)/;

/** What a price buys per what: "$110.00/month", "$125.00 every 3 months", "$35.00 one-time"; or no amount at all. */
const PRICE_UNIT = /\/(day|week|month|year)\b|\bevery \d+ (days|weeks|months|years)\b|\bone-time\b|^Free$/;

/** A range and what follows it, so "10:30 PM – 12:30 AM" and "10:30 PM – 12:30 AM (next day)" are told apart. */
const RANGE_AS_WRITTEN = /(?<![\d:])(\d{1,2}):(\d{2})\s*(AM|PM)?\s*[–-]\s*(\d{1,2}):(\d{2})\s*(AM|PM)( \((?:next day|\d+ days later)\))?/g;

/** Each time range on a page as written, keyed by the minutes it starts and ends at. */
export function timeRangesAsWritten(html: string): Map<string, Set<string>> {
  const $ = load(html);
  $("script, style, template, head").remove();
  const found = new Map<string, Set<string>>();
  for (const match of textOf($("body")).matchAll(RANGE_AS_WRITTEN)) {
    const [written, h1 = "0", m1 = "0", mer1, h2 = "0", m2 = "0", mer2 = "AM"] = match;
    const key = `${minutesOf(h1, m1, mer1 ?? mer2)}-${minutesOf(h2, m2, mer2)}`;
    found.set(key, (found.get(key) ?? new Set()).add(written));
  }
  return found;
}

/** What no single page shows: the same time range written two ways on different pages ("(next day)" on one only). */
export function scanSite(pages: readonly { path: string; html: string }[]): string[] {
  const spellings = new Map<string, Map<string, string>>();
  for (const { path, html } of pages) {
    for (const [key, written] of timeRangesAsWritten(html)) {
      const byText = spellings.get(key) ?? new Map<string, string>();
      for (const text of written) if (!byText.has(text)) byText.set(text, path);
      spellings.set(key, byText);
    }
  }
  return [...spellings.values()]
    .filter((byText) => byText.size > 1)
    .map((byText) => `one time range written ${byText.size} ways: ${[...byText].map(([text, path]) => `"${text}" on ${path}`).join(", ")}`);
}


/** Facts from outside the page: the days the snapshot has sessions on. */
export interface ScanFacts {
  /** YYYY-MM-DD dates with a session that was not cancelled (ended ones included). */
  readonly sessionDates?: ReadonlySet<string>;
  /** Pages of invitation-only classes (`invitationOnlyClass`): rows linking them show no spots. */
  readonly invitationOnly?: ReadonlySet<string>;
  /** The studio's own strings as pages show them (markup removed): a word they repeat is theirs, shown as given. */
  readonly studioTexts?: readonly string[];
}

/** The class page's own path when the page is an invitation-only class's (its sign-up says so). */
export function invitationOnlyClass(html: string, path: string): string | null {
  if (!/^\/classes\/[^/]+\/$/.test(path)) return null;
  return /By invitation from the studio only/.test(load(html)(".cta__note").text()) ? path : null;
}

const SPOTS = /^(Full|\d+ spots? left)$/;
const TIME = /^\s*\d{1,2}:\d{2}\s*(AM|PM)?/;

/** A row that names a session's time and class (schedule and home rows, old or new markup). */
function sessionRows($: ReturnType<typeof load>) {
  return $("main li").filter((_, li) => {
    const row = $(li);
    // A trial card's first date (".trial__first") names a session it can start at, not a session row.
    return row.find("a.class-link").length > 0 && (row.find("time").not(".trial__first time").length > 0 || TIME.test(row.find(".glance-time").text()));
  });
}

/** Visible: not hidden itself nor inside something hidden (a live variant waiting its turn). */
function visible($: ReturnType<typeof load>, element: AnyNode): boolean {
  return $(element).closest("[hidden]").length === 0;
}

const MONTH_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

export function scanPage(html: string, path: string, facts: ScanFacts = {}): string[] {
  const $ = load(html);
  $("script, style, template").remove();
  const problems: string[] = [];

  // Every row is a decision: a session still on offer says what a family can do (a link or "By invitation").
  sessionRows($).each((_, li) => {
    const row = $(li);
    const over = row.find(".badge").filter((_, badge) => visible($, badge) && /^(Cancelled|Completed)$/.test(clean($(badge).text()))).length > 0;
    const actions = row.find("a.button, .session__note").filter((_, element) => visible($, element));
    if (!over && actions.length === 0) problems.push(`${path}: the row "${textOf(row).slice(0, 80)}" has no action`);
  });

  // An invitation-only class takes no sign-ups: no spots count in the box that says so.
  $(".badge").each((_, badge) => {
    if (!SPOTS.test(clean($(badge).text())) || !visible($, badge)) return;
    const box = $(badge).closest("li, article, aside, .card, header");
    const linked = box.find("a.class-link").attr("href");
    if (/By invitation/.test(box.text()) || (linked && facts.invitationOnly?.has(linked))) {
      problems.push(`${path}: "${clean($(badge).text())}" on an invitation-only class`);
    }
  });

  // `/schedule/<date>/` shows the week starting <date>, and says so.
  const week = /^\/schedule\/(\d{4}-\d{2}-\d{2})\/$/.exec(path);
  if (week?.[1]) {
    const date = week[1];
    const firstDay = $("section.schedule-day").first().attr("id");
    const named = MONTH_DAY.format(new Date(`${date}T00:00:00Z`));
    const title = clean($("h1").text());
    if (firstDay !== date || !title.includes(named)) problems.push(`${path}: titled "${title}", first day ${firstDay ?? "none"}: not the week of ${date}`);
  }

  // "No classes" on a day that had sessions (today's, once they ended, included).
  $("section.schedule-day[id], [data-day]").each((_, element) => {
    const day = $(element).attr("data-day") ?? $(element).attr("id") ?? "";
    if (facts.sessionDates?.has(day) && /No classes/.test($(element).text())) problems.push(`${path}: "No classes" on ${day}, a day with sessions`);
  });

  // A "Full" badge with an open-enrollment label or a sign-up button in the same card, row or box.
  $(".badge").each((_, badge) => {
    if (clean($(badge).text()) !== "Full") return;
    const box = $(badge).closest("li, article, aside, .card, .signup, header");
    if (/Open enrollment/i.test(box.text())) problems.push(`${path}: "Full" beside "Open enrollment"`);
    box.find("a.button").each((_, button) => {
      const label = clean($(button).text());
      if (SIGN_UP.test(label)) problems.push(`${path}: "Full" beside a "${label}" button`);
    });
    // The badge already says it: "Full" then "Full. Join the waitlist…".
    box.find("*").not(".badge").each((_, element) => {
      const own = clean($(element).contents().filter((_, node) => node.type === "text").text());
      if (/^Full\b/.test(own)) problems.push(`${path}: "Full" badge, then "${own}"`);
    });
  });

  // A box that invites to sign up where nobody can: a "Sign up" heading over a full or invitation-only class.
  $("h2, h3").each((_, heading) => {
    if (clean($(heading).text()) !== "Sign up") return;
    const box = $(heading).parent();
    const full = box.find(".badge").filter((_, badge) => clean($(badge).text()) === "Full").length > 0;
    if (full || /By invitation/i.test(box.text())) problems.push(`${path}: a "Sign up" heading over a class nobody can sign up for now`);
  });

  // Lengths against time ranges: each card or class page, session rows aside (a session may differ from its slot).
  $("article, .card, li.catalog-item").each((_, box) => {
    const copy = $(box).clone();
    copy.find(".session").remove();
    problems.push(...lengthProblems(textOf(copy), path));
  });

  // A season that bills by a period: each class item's price says per what ("$110.00/month"), not a
  // bare amount (a membership item's unit is its own price's, which the season's billing does not set).
  const billing = $("dt").filter((_, dt) => clean($(dt).text()) === "Billing").next("dd").text();
  if (/\bbilled (daily|weekly|monthly|yearly|every)\b/i.test(billing)) {
    $('li.catalog-item[data-item-kind="class"] .catalog-item__price').each((_, price) => {
      const text = clean($(price).text());
      if (!PRICE_UNIT.test(text)) {
        const name = clean($(price).closest("li.catalog-item").find(".catalog-item__name").text());
        problems.push(`${path}: "${name}" costs "${text}" without its unit, where the season says "${clean(billing)}"`);
      }
    });
  }

  // A labelled fact that says its label again: "Ages: Ages 5–7", "Closes: When the studio closes it".
  $("dt").each((_, dt) => {
    const label = clean($(dt).text()).toLowerCase();
    const value = clean($(dt).next("dd").text()).toLowerCase();
    for (const word of label.match(/[a-z]{4,}/g) ?? []) {
      if (new RegExp(`\\b${word}\\b`).test(value)) problems.push(`${path}: "${clean($(dt).text())}: ${clean($(dt).next("dd").text())}" says "${word}" twice`);
    }
  });

  const head = [clean($("title").text()), $('meta[name="description"]').attr("content") ?? ""];
  // A word said twice within one piece of text ("Adult Classes classes"); a badge beside a name is not one.
  const ownTexts = $("main *")
    .toArray()
    .map((element: Element) => clean($(element).contents().filter((_, node) => node.type === "text").text()));
  for (const text of [...head, ...ownTexts]) {
    const doubled = /\b([A-Za-z]{3,})\s+\1\b/i.exec(text);
    const studiosOwn = doubled !== null && (facts.studioTexts ?? []).some((own) => clean(own).toLowerCase().includes(doubled[0].toLowerCase()));
    if (doubled && !studiosOwn) problems.push(`${path}: "${doubled[0]}" in "${text}"`);
  }

  const texts = [
    ...head,
    ...$("main p, main li, main dd, main h1, main h2, main h3")
      .toArray()
      .map((element: Element) => textOf($(element))),
  ];
  for (const text of texts) {
    const possessive = /\b[\w&]*s['’]s\b/i.exec(text);
    if (possessive) problems.push(`${path}: the possessive "${possessive[0]}" in "${text}"`);
    // A sentence that repeats the end of the one before: "…charged every month until you cancel. Until you cancel."
    const sentences = text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.toLowerCase().replace(/[.!?]$/, ""));
    for (let index = 1; index < sentences.length; index += 1) {
      const sentence = sentences[index] ?? "";
      const before = sentences[index - 1] ?? "";
      if (sentence.split(" ").length >= 2 && before.endsWith(sentence)) problems.push(`${path}: "${sentence}" said twice in "${text}"`);
    }
  }
  return [...new Set(problems)];
}
