/**
 * Reads a built page as a family would and lists the ways it contradicts or repeats
 * itself: a "Full" badge beside an open-enrollment or sign-up state (or said again
 * beside it), a "Sign up" heading where nobody can sign up, a length that
 * disagrees with its time range, a word said twice ("Ages: Ages 5–7", "classes
 * classes"), a sentence said twice, a possessive "s's". English (en-US) pages only.
 */
import { load, type Cheerio } from "cheerio";
import type { AnyNode, Element } from "domhandler";

const clean = (text: string): string => text.replace(/\s+/g, " ").trim();

/** "4:00 PM – 4:45 PM", "10:30–11:00 AM", "10:30 PM – 12:30 AM (next day)". */
const RANGE = /(\d{1,2}):(\d{2})\s*(AM|PM)?\s*[–-]\s*(\d{1,2}):(\d{2})\s*(AM|PM)(\s*\(next day\))?/g;
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
    const [, h1 = "0", m1 = "0", mer1, h2 = "0", m2 = "0", mer2 = "AM", nextDay] = match;
    const from = minutesOf(h1, m1, mer1 ?? mer2);
    const to = minutesOf(h2, m2, mer2);
    // "(next day)" on a range that ends at or before its start is a day longer: 8:00 PM – 8:00 PM (next day) is 24 hours.
    const minutes = nextDay && to <= from ? to - from + 1440 : (to - from + 1440) % 1440;
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

export function scanPage(html: string, path: string): string[] {
  const $ = load(html);
  $("script, style, template").remove();
  const problems: string[] = [];

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
    if (doubled) problems.push(`${path}: "${doubled[0]}" in "${text}"`);
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
