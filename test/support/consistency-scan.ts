/**
 * Issue 31's consistency check over a built site (English pages): every session shown in more
 * than one output says the same thing in each. A class page's rows and its JSON-LD
 * CourseInstances list the same sessions in the same order; each is found in the class's
 * calendar feed by its start, and on the schedule's rows by its class and start. Compared:
 * start, end (or its absence), status, instructor and location, and the offer's link
 * against the row's button. Read from the files as a family's browser, a search engine and a
 * calendar app read them, never from the site model.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { parseFeed, type ParsedEvent } from "../fixtures/calendar-feeds.ts";

/** A session as one output states it; null: the output says nothing of it. */
export interface Stated {
  /** ISO 8601 with its offset, or a date for a date-only session. */
  readonly start: string;
  /** An instant in ms; null: no end (a date-only session, or one of no length). */
  readonly end: number | null;
  readonly cancelled: boolean;
  /** "Ana Lopez and Ben Kim"; "" when nobody is named. */
  readonly instructor: string | null;
  /** The place's name (and address where the output gives one). */
  readonly location: string | null;
  /** Where it is bought: the JSON-LD offer's URL, the row's button. */
  readonly offer: string | null;
}

const clean = (text: string): string => text.replace(/[\s\u202f]+/g, " ").trim();

/** "4:45 PM" for an instant on the studio's clock, as the site writes times (en-US, short). */
const clockText = (at: number, timeZone: string): string => clean(new Intl.DateTimeFormat("en-US", { timeZone, timeStyle: "short" }).format(at));

const instant = (value: string): number => Date.parse(value);

/**
 * What differs between the outputs of one session: `row` (its row's words), `jsonLd` (its
 * CourseInstance), `event` (its VEVENT) and `scheduleRow` (its row on the schedule, when the
 * schedule shows it). Each line names the session and the fact.
 */
export function disagreements(where: string, row: Stated, jsonLd: Stated, event: ParsedEvent | null, scheduleRow: Stated | null, rowTime: string, timeZone: string): string[] {
  const problems: string[] = [];
  const say = (fact: string, detail: string) => problems.push(`${where} ${jsonLd.start}: ${fact}: ${detail}`);
  const dateOnly = jsonLd.start.length === 10;
  // Start.
  if (row.start !== jsonLd.start) say("start", `row ${row.start}, JSON-LD ${jsonLd.start}`);
  if (scheduleRow && scheduleRow.start !== jsonLd.start) say("start", `schedule row ${scheduleRow.start}, JSON-LD ${jsonLd.start}`);
  if (event === null) say("start", "no event in the class's feed starts then");
  else if (dateOnly ? !(event.allDay && event.start === jsonLd.start) : instant(event.start) !== instant(jsonLd.start)) say("start", `feed ${event.start}, JSON-LD ${jsonLd.start}`);
  // End, or its absence: the row's time range ends at the JSON-LD's end, and the event's DTEND is the same instant.
  const shownEnd = rowTime.includes("–") ? clean(rowTime.split("–")[1]!.replace(/\(.*\)/, "")) : null;
  if ((shownEnd === null) !== (jsonLd.end === null)) say("end", `row "${rowTime}", JSON-LD end ${jsonLd.end === null ? "none" : new Date(jsonLd.end).toISOString()}`);
  else if (shownEnd !== null && jsonLd.end !== null && shownEnd !== clockText(jsonLd.end, timeZone)) say("end", `row ends "${shownEnd}", JSON-LD at ${clockText(jsonLd.end, timeZone)}`);
  if (event && !dateOnly) {
    const eventEnd = event.end === null ? null : instant(event.end);
    if (eventEnd !== jsonLd.end) say("end", `feed ${event.end ?? "none"}, JSON-LD ${jsonLd.end === null ? "none" : new Date(jsonLd.end).toISOString()}`);
  }
  // Status.
  for (const [name, other] of [["row", row], ["schedule row", scheduleRow]] as const) {
    if (other && other.cancelled !== jsonLd.cancelled) say("status", `${name} ${other.cancelled ? "cancelled" : "not cancelled"}, JSON-LD ${jsonLd.cancelled ? "cancelled" : "not"}`);
  }
  if (event && (event.status === "CANCELLED") !== jsonLd.cancelled) say("status", `feed ${event.status}, JSON-LD ${jsonLd.cancelled ? "cancelled" : "not"}`);
  // Instructor.
  if (row.instructor !== null && row.instructor !== jsonLd.instructor) say("instructor", `row "${row.instructor}", JSON-LD "${jsonLd.instructor}"`);
  if (event) {
    const line = event.description.split("\n").find((text) => text.startsWith("With "));
    const said = line === undefined ? "" : line.slice("With ".length);
    if (said !== jsonLd.instructor) say("instructor", `feed "${said}", JSON-LD "${jsonLd.instructor}"`);
  }
  // Location: the event names the place (or its address, when that names it), the schedule row names the place.
  const place = jsonLd.location;
  if (event && (place === null ? event.location !== null : !(event.location ?? "").includes(place))) say("location", `feed "${event.location}", JSON-LD "${place}"`);
  if (scheduleRow && place !== null && !(scheduleRow.location ?? "").includes(place)) say("location", `schedule row "${scheduleRow.location}", JSON-LD "${place}"`);
  // The offer's link: where the JSON-LD says the session is sold, its schedule row's button goes.
  if (scheduleRow && jsonLd.offer !== null && scheduleRow.offer !== jsonLd.offer) say("offer", `schedule row's button ${scheduleRow.offer}, JSON-LD offer ${jsonLd.offer}`);
  return problems;
}

interface JsonNode {
  readonly [key: string]: unknown;
}

function instancesOf($: CheerioAPI): JsonNode[] {
  const nodes: JsonNode[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    const data = JSON.parse($(element).text()) as JsonNode;
    for (const node of (data["@graph"] as JsonNode[] | undefined) ?? [data]) {
      for (const instance of (node.hasCourseInstance as JsonNode[] | undefined) ?? []) nodes.push(instance);
    }
  });
  return nodes;
}

const names = (people: unknown): string => new Intl.ListFormat("en-US", { type: "conjunction" }).format(((people as { name: string }[] | undefined) ?? []).map((person) => person.name));

function statedByJsonLd(node: JsonNode): Stated {
  const location = node.location as { name?: string; address?: { streetAddress?: string } } | undefined;
  const offer = node.offers as { url?: string } | undefined;
  return {
    start: String(node.startDate),
    end: typeof node.endDate === "string" ? instant(node.endDate) : null,
    cancelled: String(node.eventStatus ?? "").endsWith("EventCancelled"),
    instructor: names(node.performer),
    location: location?.name ?? null,
    offer: offer?.url ?? null,
  };
}

/** A session row: its start, time, status, details (the instructor on a class page, ages · place · price on the schedule) and button. */
function statedByRow($: CheerioAPI, row: Parameters<CheerioAPI>[0], detailsAre: "instructor" | "place"): { stated: Stated; time: string; classHref: string | null } {
  const element = $(row);
  const details = clean(element.find(".session__details").text());
  const button = element.find(".session__status a.button").not("[hidden]").first().attr("href") ?? null;
  return {
    stated: {
      start: element.find("time[datetime]").first().attr("datetime") ?? "(none)",
      end: null,
      cancelled: element.hasClass("session--cancelled"),
      instructor: detailsAre === "instructor" ? details : null,
      location: detailsAre === "place" ? details : null,
      offer: button,
    },
    time: clean(element.find(".session__time").text()),
    classHref: element.find("a.session__class").attr("href") ?? null,
  };
}

/** Any built site's reading: its pages, and its files under its output folder. */
export interface SiteFiles {
  readonly outDir: string;
  pages(): Promise<string[]>;
  readPage(path: string): Promise<string>;
}

/** Every disagreement between the outputs of the sessions of `site` (see the top of the file), and how many sessions were compared. */
export async function outputDisagreements(site: SiteFiles, timeZone: string): Promise<{ problems: string[]; compared: number }> {
  const pages = await site.pages();
  const problems: string[] = [];
  // The schedule's rows, by class page and start (several, for a class's date-only sessions on one date).
  const scheduleRows = new Map<string, Stated[]>();
  for (const path of pages.filter((page) => /^\/schedule\//.test(page))) {
    const $ = load(await site.readPage(path));
    $("main li.session").each((_, row) => {
      const { stated, classHref } = statedByRow($, row, "place");
      if (classHref) scheduleRows.set(`${classHref} ${stated.start}`, [...(scheduleRows.get(`${classHref} ${stated.start}`) ?? []), stated]);
    });
  }
  let compared = 0;
  const classPages = pages.filter((page) => /^\/classes\/(?!category\/|location\/)[^/]+\/$/.test(page));
  for (const classPage of classPages) {
    const feed = parseFeed(await readFile(join(site.outDir, classPage, "calendar.ics"), "utf8").catch(() => "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n")).events;
    for (const path of pages.filter((page) => page === classPage || page.startsWith(`${classPage}sessions/`))) {
      const $ = load(await site.readPage(path));
      const rows = $("main li.session").toArray().map((row) => statedByRow($, row, "instructor"));
      const instances = instancesOf($).map(statedByJsonLd);
      if (rows.length !== instances.length) {
        problems.push(`${path}: ${rows.length} session rows, ${instances.length} JSON-LD CourseInstances`);
        continue;
      }
      instances.forEach((jsonLd, index) => {
        const { stated: row, time } = rows[index]!;
        const dateOnly = jsonLd.start.length === 10;
        const starting = feed.filter((event) => (dateOnly ? event.allDay && event.start === jsonLd.start : !event.allDay && instant(event.start) === instant(jsonLd.start)));
        // Two sessions of one class at one moment (or two date-only ones on one date): the event and schedule row that agree, if any do.
        const onSchedule: (Stated | null)[] = scheduleRows.get(`${classPage} ${jsonLd.start}`) ?? [null];
        const candidates = starting.flatMap((event) => onSchedule.map((scheduleRow) => disagreements(path, row, jsonLd, event, scheduleRow, time, timeZone)));
        problems.push(...(candidates.find((found) => found.length === 0) ?? candidates[0] ?? disagreements(path, row, jsonLd, null, null, time, timeZone)));
        compared += 1;
      });
    }
  }
  return { problems, compared };
}
