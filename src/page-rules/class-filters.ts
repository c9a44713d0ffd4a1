import type { AgeRange } from "../api/schemas/index.ts";
import { fillSlots, pageText, type PageMessage } from "../i18n/page-messages.ts";
import { compareText } from "../core/compare-text.ts";
import { ageFits } from "./class-facts.ts";

/**
 * The filters on /classes/, the schedule and the home page (category, days, time of day,
 * age or birth date, location, has spots), in one module that both sides import: the
 * build writes each class card's and session row's `data-*` tokens with
 * `filterAttributes`, and the page's script (ClassFilter.astro, bundled by Astro) reads
 * them back with `readFilterable`, applies `applyFilter` and prints its summary. The
 * unit tests import the very same functions, so the filter that ships is the filter
 * that is tested. Nothing here may touch Node or the DOM: it runs in both.
 */

export type PartOfDay = "morning" | "afternoon" | "evening";

/**
 * The parts of the day, by a meeting's local start time (HH:MM, the studio's wall
 * clock): morning before 12:00, afternoon from 12:00 to before 17:00, evening from
 * 17:00. Each part runs from its `from` to the next part's.
 */
export const PARTS_OF_DAY: readonly { readonly value: PartOfDay; readonly from: string }[] = [
  { value: "morning", from: "00:00" },
  { value: "afternoon", from: "12:00" },
  { value: "evening", from: "17:00" },
];

/** The part of the day a meeting starting at `start` (HH:MM, zero-padded) falls in. */
export function partOfDay(start: string): PartOfDay {
  let part: PartOfDay = "morning";
  // Zero-padded HH:MM strings sort like the times they name.
  for (const candidate of PARTS_OF_DAY) if (start >= candidate.from) part = candidate.value;
  return part;
}

/** One weekly meeting of a class: the weekday and its local start time. */
export interface ClassMeeting {
  /** 0 = Sunday .. 6 = Saturday. */
  readonly day: number;
  /** HH:MM local; null when the studio has not published the time. */
  readonly start: string | null;
}

/** What one class offers to the filter: plain tokens (slugs, digits, times), never studio text. */
export interface FilterableClass {
  /** The category's slug; "" when the class has none. */
  readonly category: string;
  /** The location's slug; "" when the class has none. */
  readonly location: string;
  readonly meetings: readonly ClassMeeting[];
  readonly ageRange: AgeRange | null;
  /** The class's start date (YYYY-MM-DD, local); "" when it gives none. */
  readonly start: string;
  /**
   * Nothing a family can take a spot in: none left (the class's, or a drop-in session's own),
   * by invitation only (spec 2.4 `closed`), or a session that is cancelled or over. "Has spots"
   * leaves these out.
   */
  readonly noSpots: boolean;
}

/** What the family chose; empty values filter nothing. */
export interface ClassFilter {
  /** A category slug, or "" for every category. */
  readonly category: string;
  /** A location slug, or "" for every location. */
  readonly location: string;
  /** Weekdays (0 = Sunday); a class meeting on any of them matches. Empty: any day. */
  readonly days: readonly number[];
  /** Parts of the day; a meeting starting in any of them matches. Empty: any time. */
  readonly times: readonly PartOfDay[];
  /** A child's age in whole years; null for any age. */
  readonly age: number | null;
  /** The age typed is not a whole number of years (the page says `FilterWords.ageProblem`); false when it reads, or is blank. */
  readonly ageProblem: boolean;
  /** A child's birth date (YYYY-MM-DD), used instead of `age` when given: see `ageOn`. "" for none. */
  readonly born: string;
  /** Only what still has spots. */
  readonly spots: boolean;
  /** With an age chosen, also show the classes that give no age range (they are never kept silently). */
  readonly withoutAgeRange: boolean;
}

/** The form fields and URL parameters the filter reads, in the order the form shows them. */
export const FILTER_FIELDS = ["category", "day", "time", "age", "born", "no-age-range", "location", "spots"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/** The value of the "no-age-range" and "spots" checkboxes when ticked. */
export const CHECKED = "yes";

export const NO_FILTER: ClassFilter = { category: "", location: "", days: [], times: [], age: null, ageProblem: false, born: "", spots: false, withoutAgeRange: false };

/** The "Weekdays" shortcut: Monday to Friday. */
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Ages a family can mean: whole years up to this. */
export const OLDEST_AGE = 99;

/**
 * A screen wide enough for a class list's filter to start open beside the list's start
 * (src/site/inline-scripts.ts decides it as the page is parsed; ClassFilter.astro follows
 * a width that arrives later).
 */
export const WIDE_SCREEN = "(min-width:48rem)";


/**
 * A child's age in whole years on `date` (both YYYY-MM-DD): studios place children by
 * their age on the class's start date. A birthday on Feb 29 comes round on Mar 1 in
 * other years (the month-day "02-29" is passed only once "03-01" is reached). Negative
 * before the birth date.
 */
export function ageOn(born: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(born.slice(0, 4));
  return date.slice(5) < born.slice(5) ? years - 1 : years;
}

/** The day a class's ages are counted on: its start date, or today for a class already running (or giving none). */
export const ageDay = (start: string, today: string): string => (start > today ? start : today);

/**
 * How a class fares: it matches, it is out, or it matches every choice but the age
 * because it gives no age range (a class with an empty range, or none, says nothing
 * about age: spec 2.2 AgeRange).
 */
export type FilterMatch = "match" | "no-age-range" | "out";

/** A range with at least one end says something about age; null or two open ends says nothing. */
export const givesAgeRange = (range: AgeRange | null): range is AgeRange => range !== null && (range.min !== null || range.max !== null);

/** The meeting is on a chosen day and starts in a chosen part of the day (either choice empty: any). */
export function meetingChosen(meeting: ClassMeeting, filter: Pick<ClassFilter, "days" | "times">): boolean {
  return (
    (filter.days.length === 0 || filter.days.includes(meeting.day)) &&
    (filter.times.length === 0 || (meeting.start !== null && filter.times.includes(partOfDay(meeting.start))))
  );
}

/** Some meeting is on a chosen day and starts in a chosen part of the day (the same meeting for both). */
function meetsWhen(meetings: readonly ClassMeeting[], filter: ClassFilter): boolean {
  if (filter.days.length === 0 && filter.times.length === 0) return true;
  return meetings.some((meeting) => meetingChosen(meeting, filter));
}

/** `today` (YYYY-MM-DD, the family's) places a birth date against a class already running. */
export function filterMatch(item: FilterableClass, filter: ClassFilter, today = ""): FilterMatch {
  if (filter.category !== "" && item.category !== filter.category) return "out";
  if (filter.location !== "" && item.location !== filter.location) return "out";
  if (filter.spots && item.noSpots) return "out";
  if (!meetsWhen(item.meetings, filter)) return "out";
  const age = filter.born === "" ? filter.age : ageOn(filter.born, ageDay(item.start, today));
  if (age === null) return "match";
  if (!givesAgeRange(item.ageRange)) return "no-age-range";
  return age >= 0 && ageFits(item.ageRange, age) ? "match" : "out";
}

export interface FilterOutcome {
  /** Per item, in the order given: whether its card shows. */
  readonly shown: readonly boolean[];
  readonly shownCount: number;
  /** The result count in words, explaining classes left out or shown for giving no age range. */
  readonly summary: string;
}

/**
 * The filter's sentences in the page's language, for a list of classes or of sessions:
 * made by the build from the catalogs (src/site/script-words.ts) and carried by the page
 * for the script, which ships no catalog. A count's messages have a form per plural
 * category (`pageText`); `{shown}`, `{forWhom}`, `{fitting}`, `{unknown}`, `{age}`,
 * `{date}` and `{label}` are slots the script fills (`fillSlots`).
 */
export interface FilterWords {
  readonly locale: string;
  /** "Showing {shown} of 40 classes." */
  readonly showing: PageMessage;
  /** "Showing {shown} of 40 classes, of any age: the age above is not a whole number of years." */
  readonly showingAnyAge: PageMessage;
  /** "Showing {shown} of 40 classes {forWhom}." */
  readonly showingFor: PageMessage;
  /** "Showing {shown} of 40 classes: {fitting} {forWhom} and {unknown}." */
  readonly showingSplit: PageMessage;
  /** "2 that give no age range" (fills `{unknown}`). */
  readonly thatGiveNoAge: PageMessage;
  /** "2 more classes give no age range: tick … to see them." */
  readonly moreWithoutAge: PageMessage;
  /** "for age {age}". */
  readonly forAge: string;
  /** "for a child born {date}". */
  readonly forBorn: string;
  /** Said beside the age field when what was typed is not an age (5.5, -1, 200, "e"). */
  readonly ageProblem: string;
  /** "Remove filter: {label}", a removable chip's name. */
  readonly removeChip: string;
}

export interface FilterContext {
  /** YYYY-MM-DD, the family's today: see `ageDay`. */
  readonly today: string;
  readonly words: FilterWords;
  /** The birth date as the page prints it ("Mar 4, 2021"); the ISO date when not given. */
  readonly bornText?: string;
}

/** The filter applied to every class on the page, with the sentence the page announces. */
export function applyFilter(items: readonly FilterableClass[], filter: ClassFilter, context: FilterContext): FilterOutcome {
  const matches = items.map((item) => filterMatch(item, filter, context.today));
  const shown = matches.map((match) => match === "match" || (match === "no-age-range" && filter.withoutAgeRange));
  const shownCount = shown.filter(Boolean).length;
  const fitting = matches.filter((match) => match === "match").length;
  const unknownAge = matches.filter((match) => match === "no-age-range").length;
  const { words } = context;
  const number = (count: number) => new Intl.NumberFormat(words.locale).format(count);
  const text = (message: PageMessage, count: number, slots: Record<string, string> = {}) =>
    fillSlots(pageText(message, words.locale, count), { shown: number(shownCount), ...slots });
  const forWhom =
    filter.born !== ""
      ? fillSlots(words.forBorn, { date: context.bornText ?? filter.born })
      : filter.age !== null
        ? fillSlots(words.forAge, { age: number(filter.age) })
        : null;
  let summary: string;
  if (forWhom === null) summary = text(filter.ageProblem ? words.showingAnyAge : words.showing, items.length);
  else if (unknownAge === 0) summary = text(words.showingFor, items.length, { forWhom });
  else if (filter.withoutAgeRange) {
    summary = text(words.showingSplit, items.length, { forWhom, fitting: number(fitting), unknown: text(words.thatGiveNoAge, unknownAge) });
  } else summary = `${text(words.showingFor, items.length, { forWhom })} ${text(words.moreWithoutAge, unknownAge)}`;
  return { shown, shownCount, summary };
}

/**
 * A class's weekly meetings: its weekly pattern, or for a class without one (one-time
 * classes) the weekdays and start times of its dated sessions; each once, by day and time.
 */
export function classMeetings(weekly: readonly ClassMeeting[], sessions: readonly ClassMeeting[]): ClassMeeting[] {
  const unique = new Map<string, ClassMeeting>();
  for (const meeting of weekly.length > 0 ? weekly : sessions) unique.set(meetingToken(meeting), meeting);
  return [...unique.values()].sort((a, b) => a.day - b.day || compareText(a.start ?? "", b.start ?? ""));
}

/** "1@16:00", or "1" for a meeting whose time is not published. */
export const meetingToken = (meeting: ClassMeeting): string => (meeting.start === null ? String(meeting.day) : `${meeting.day}@${meeting.start}`);

/**
 * `data-*` attributes for a class card or a session row, written by the build. An open
 * age end is left empty; `data-no-spots` is written only when there are no spots to take.
 */
export function filterAttributes(item: FilterableClass): Record<string, string> {
  return {
    "data-category": item.category,
    "data-location": item.location,
    "data-meets": item.meetings.map(meetingToken).join(" "),
    "data-age-min": item.ageRange?.min == null ? "" : String(item.ageRange.min),
    "data-age-max": item.ageRange?.max == null ? "" : String(item.ageRange.max),
    "data-start": item.start,
    ...(item.noSpots ? { "data-no-spots": CHECKED } : {}),
  };
}

/** A whole number of at least 0 from an attribute or field, or null (blank or anything else). */
function wholeNumber(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? "";
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (text: string | undefined): string => (text !== undefined && ISO_DATE.test(text) ? text : "");

/** A typed age, or a problem: blank is no age; 5.5, -1, 200 or unreadable text (a number field's bad input) is a problem. */
export function readAge(text: string): { readonly age: number | null; readonly problem: boolean } {
  if (text.trim() === "") return { age: null, problem: false };
  const age = wholeNumber(text);
  return age !== null && age <= OLDEST_AGE ? { age, problem: false } : { age: null, problem: true };
}

const weekday = (text: string | null | undefined): number | null => {
  const day = wholeNumber(text);
  return day !== null && day <= 6 ? day : null;
};

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

export function readMeeting(token: string): ClassMeeting | null {
  const [dayText, start] = token.split("@");
  const day = weekday(dayText);
  if (day === null) return null;
  if (start === undefined) return { day, start: null };
  return HOUR_MINUTE.test(start) ? { day, start } : null;
}

/**
 * Items a page does not show as rows (a day's sessions past a glance, a crowded day's on its
 * own page), each as one token of its `filterAttributes` values, so the page can count those
 * its filter keeps: "category|location|meets|min|max|start|x" (x: no spots), space-separated.
 * Slugs, dates and meeting tokens hold neither "|" nor a space.
 */
export function itemTokens(items: readonly FilterableClass[]): string {
  return items
    .map((item) => {
      const value = (name: string): string => filterAttributes(item)[name] ?? "";
      return [value("data-category"), value("data-location"), value("data-meets").replaceAll(" ", ","), value("data-age-min"), value("data-age-max"), value("data-start"), item.noSpots ? "x" : ""].join("|");
    })
    .join(" ");
}

/** The items of `itemTokens`, read back; an unreadable token is left out. */
export function readItemTokens(text: string): FilterableClass[] {
  return text
    .split(" ")
    .filter((token) => token !== "")
    .flatMap((token) => {
      const [category, location, meets, ageMin, ageMax, start, noSpots, ...extra] = token.split("|");
      if (noSpots === undefined || extra.length > 0) return [];
      return [readFilterable({ category, location, meets: meets!.replaceAll(",", " "), ageMin, ageMax, start, noSpots: noSpots === "x" ? CHECKED : undefined })];
    });
}

/** How many of `items` the filter shows (as `applyFilter` decides: a class with no age range only when asked for). */
export function countShown(items: readonly FilterableClass[], filter: ClassFilter, today = ""): number {
  return items.filter((item) => {
    const match = filterMatch(item, filter, today);
    return match === "match" || (match === "no-age-range" && filter.withoutAgeRange);
  }).length;
}

/** A card's filter tokens read back from its `dataset` (the other half of `filterAttributes`). */
export function readFilterable(data: Readonly<Record<string, string | undefined>>): FilterableClass {
  const min = wholeNumber(data.ageMin);
  const max = wholeNumber(data.ageMax);
  return {
    category: data.category ?? "",
    location: data.location ?? "",
    meetings: (data.meets ?? "")
      .split(" ")
      .map(readMeeting)
      .filter((meeting): meeting is ClassMeeting => meeting !== null),
    ageRange: min === null && max === null ? null : { min, max },
    start: isoDate(data.start),
    noSpots: data.noSpots === CHECKED,
  };
}

/**
 * The family's choice from the form's fields or the URL's parameters: `values` gives
 * every value of a field (checkboxes and repeated parameters have several), [] when unset.
 */
export function readFilter(values: (field: FilterField) => readonly string[]): ClassFilter {
  const first = (field: FilterField) => values(field)[0]?.trim() ?? "";
  const days = values("day")
    .map(weekday)
    .filter((day): day is number => day !== null);
  const age = readAge(first("age"));
  return {
    category: first("category"),
    location: first("location"),
    days: [...new Set(days)].sort((a, b) => a - b),
    times: PARTS_OF_DAY.map((part) => part.value).filter((part) => values("time").includes(part)),
    age: age.age,
    ageProblem: age.problem,
    born: isoDate(first("born")),
    spots: values("spots").includes(CHECKED),
    withoutAgeRange: values("no-age-range").includes(CHECKED),
  };
}

/** The URL parameters for a choice, so a filtered list can be shared or bookmarked. */
export function filterQuery(filter: ClassFilter): URLSearchParams {
  const values: Record<FilterField, string[]> = {
    category: [filter.category],
    day: filter.days.map(String),
    time: [...filter.times],
    age: filter.age === null || filter.born !== "" ? [] : [String(filter.age)],
    born: [filter.born],
    "no-age-range": filter.withoutAgeRange ? [CHECKED] : [],
    location: [filter.location],
    spots: filter.spots ? [CHECKED] : [],
  };
  const query = new URLSearchParams();
  for (const field of FILTER_FIELDS) for (const value of values[field]) if (value !== "") query.append(field, value);
  return query;
}

/** The site search's facets (issue 35): the filter's fields a search can be narrowed by, as Pagefind filter names. */
export type SearchFacet = "category" | "location" | "day" | "time" | "age" | "spots";

/** The age facet's value for a class that gives no age range (a family sees it with "Include classes with no age range"). */
export const NO_AGE_RANGE = "none";

/**
 * A class's facet values for the site search, from the very tokens the filter matches: its
 * category and location slugs, each weekday it meets, each part of the day one of its
 * meetings starts in, every whole age the filter places in its range (or `NO_AGE_RANGE`), and
 * "yes" for spots when a family can take one. A search narrowed by one facet therefore keeps
 * exactly the classes the filter shows for the same choice. (Pagefind matches each facet on
 * its own: days and times chosen together keep a class that meets on a chosen day and, at
 * another meeting, in a chosen part of the day.) A birth date is not a facet: the filter
 * places it on each class's start date.
 */
export function searchFacets(item: FilterableClass): Record<SearchFacet, string[]> {
  const starts = item.meetings.flatMap((meeting) => (meeting.start === null ? [] : [partOfDay(meeting.start)]));
  const range = item.ageRange;
  const ages = givesAgeRange(range) ? Array.from({ length: OLDEST_AGE + 1 }, (_, age) => age).filter((age) => ageFits(range, age)).map(String) : [NO_AGE_RANGE];
  return {
    category: item.category === "" ? [] : [item.category],
    location: item.location === "" ? [] : [item.location],
    day: [...new Set(item.meetings.map((meeting) => String(meeting.day)))],
    time: PARTS_OF_DAY.map((part) => part.value).filter((part) => starts.includes(part)),
    age: ages,
    spots: item.noSpots ? [] : [CHECKED],
  };
}

/** The facets as Pagefind reads them, one `data-pagefind-filter` per value (it reads one value from each): "category:ballet", "day:1", "age:6", "spots:yes". */
export function searchFacetMarks(item: FilterableClass): string[] {
  return Object.entries(searchFacets(item)).flatMap(([facet, values]) => values.map((value) => `${facet}:${value}`));
}

/** A family's choice as Pagefind's filters: every chosen facet must hold, any of its chosen values. A birth date is not read (see `searchFacets`). */
export function searchFilters(filter: ClassFilter): Partial<Record<SearchFacet, { any: string[] }>> {
  const chosen: Record<SearchFacet, string[]> = {
    category: filter.category === "" ? [] : [filter.category],
    location: filter.location === "" ? [] : [filter.location],
    day: filter.days.map(String),
    time: [...filter.times],
    age: filter.age === null ? [] : [String(filter.age), ...(filter.withoutAgeRange ? [NO_AGE_RANGE] : [])],
    spots: filter.spots ? [CHECKED] : [],
  };
  return Object.fromEntries(Object.entries(chosen).filter(([, values]) => values.length > 0).map(([facet, values]) => [facet, { any: values }]));
}
