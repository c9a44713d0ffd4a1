import type { Course, CourseInstance, Person, WithContext } from "schema-dts";
import type { CallToAction } from "../call-to-action.ts";
import type { PriceTerms } from "../billing.ts";
import type { Place, SessionFacts, ShownSpots } from "../session-facts.ts";
import { plainLine } from "../plain-line.ts";
import { cutText } from "../text.ts";
import { messagesFor } from "../../i18n/messages.ts";
import { availabilityFromSpots, buildOffer, EVENT_CANCELLED, EVENT_SCHEDULED, offerCategory, OFFLINE_ATTENDANCE } from "./offers.ts";
import { placeJsonLd, studioReference } from "./organization.ts";

/** A class as its markup states it: the facts its entry in the site model decided (`ClassView`), never its record. */
export interface CourseFacts {
  /** Its name as every page shows it (`displayName`). */
  readonly name: string;
  /** Its description's paragraphs, as its page shows them. */
  readonly paragraphs: readonly string[];
  /** A safe http(s) image URL, or null. */
  readonly image: string | null;
  readonly place: Place | null;
  /** The class's call to action: a checkout (open and drop-in classes with a safe link) is the Course's offer. */
  readonly action: CallToAction;
  /** A session-based class's spots (its offer's availability); null otherwise. */
  readonly shownSpots: ShownSpots | null;
  readonly priceTerms: PriceTerms;
}

export interface ClassJsonLdInput {
  readonly cls: CourseFacts;
  /** The upcoming sessions the page lists, soonest first, as decided once (`decideSessions`). */
  readonly sessions: readonly SessionFacts[];
  /** The class page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  /** The site's home page, canonical. */
  readonly homeUrl: string;
  /** `studioCurrency(...)`: null leaves price and currency out. */
  readonly currency: string | null;
  /** STUDIO_LOCALE: the words this markup composes (fallback descriptions) are in its language. */
  readonly locale: string;
}

const DESCRIPTION_LENGTH = 300;
/** Each session repeats the class's words; a short form keeps a class with 90 sessions light. */
const SESSION_DESCRIPTION_LENGTH = 155;

const person = (name: string): Person => ({ "@type": "Person", name });

/** ISO 8601 duration: 45 → "PT45M", 90 → "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 || hours === 0 ? `${rest}M` : ""}`;
}

/**
 * A class page's JSON-LD: a `Course` whose upcoming sessions are `CourseInstance`s
 * (schema.org's Event subtype for a course's meetings), each with the properties
 * Google's Event markup requires (name, startDate, location) and recommends (endDate,
 * eventStatus, eventAttendanceMode, organizer, performer, image, description, offers).
 *
 * Everything is read from the decided facts, as the page's rows and the calendar feeds read it:
 *
 * - startDate/endDate: the session's start and end (ISO 8601 with the studio's UTC offset
 *   then, so a session after a daylight-saving change carries the new offset); a date-only
 *   session has a plain date, and a session with no end has no endDate.
 * - eventStatus: EventCancelled for cancelled sessions (kept, as Google asks, rather
 *   than removed), else EventScheduled. The page's upcoming sessions only: completed and
 *   past ones are not listed.
 * - performer/instructor: the session's instructors (its own, else its class's).
 * - offers: the session's checkout, where its row links one (open and drop-in classes:
 *   a drop-in session's own, else the class's), at the spots the page shows (spec 2.2
 *   rule 4); none on a cancelled session. The Course's own offer is the class's checkout.
 * - price/priceCurrency only with a known currency (see `buildOffer`).
 * - courseMode "Onsite" and courseWorkload (the session's length) for Google's
 *   course-info requirements on each instance.
 */
export function classJsonLd(input: ClassJsonLdInput): WithContext<Course> {
  const { cls } = input;
  const { t } = messagesFor(input.locale);
  const { name } = cls;
  const fallback = t("rules.jsonLd.classAtStudio", { name, studio: plainLine(input.studioName) });
  const about = cls.paragraphs.join(" ");
  const description = cutText(about, DESCRIPTION_LENGTH) || fallback;
  const sessionDescription = cutText(about, SESSION_DESCRIPTION_LENGTH) || fallback;
  const image = cls.image ?? undefined;
  const organizer = studioReference(input.studioName, input.homeUrl);
  const place = cls.place ? placeJsonLd(cls.place) : undefined;
  const { priceTerms } = cls;
  const category = offerCategory(priceTerms.cents, priceTerms.recurring);

  const instances = input.sessions.map((session): CourseInstance => {
    const performers = session.instructors.map(person);
    const offer =
      session.checkout === null
        ? null
        : buildOffer({
            url: session.checkout,
            priceCents: priceTerms.cents,
            currency: input.currency,
            availability: session.shownSpots ? availabilityFromSpots(session.shownSpots) : undefined,
            category,
            per: priceTerms.per,
          });
    return {
      "@type": "CourseInstance",
      name,
      description: sessionDescription,
      url: input.pageUrl,
      startDate: session.start?.iso ?? session.date,
      endDate: session.end?.iso,
      eventStatus: session.status === "cancelled" ? EVENT_CANCELLED : EVENT_SCHEDULED,
      eventAttendanceMode: OFFLINE_ATTENDANCE,
      location: place,
      organizer,
      performer: performers.length > 0 ? performers : undefined,
      instructor: performers.length > 0 ? performers : undefined,
      image,
      offers: offer ?? undefined,
      courseMode: "Onsite",
      courseWorkload: session.minutes !== null ? isoDuration(session.minutes) : undefined,
    };
  });

  const classOffer =
    cls.action.kind === "checkout"
      ? buildOffer({
          url: cls.action.href,
          priceCents: priceTerms.cents,
          currency: input.currency,
          availability: cls.shownSpots ? availabilityFromSpots(cls.shownSpots) : undefined,
          category,
          per: priceTerms.per,
        })
      : null;

  const course: WithContext<Course> = {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${input.pageUrl}#course`,
    name,
    description,
    url: input.pageUrl,
    image,
    provider: organizer,
    offers: classOffer ?? undefined,
    hasCourseInstance: instances.length > 0 ? instances : undefined,
  };
  return course;
}
