import type { Course, CourseInstance, Person, WithContext } from "schema-dts";
import type { Class, ClassInstance, Instructor, Location } from "../../api/schemas/index.ts";
import { instructorName, sessionInstructors } from "../class-facts.ts";
import { safeUrl } from "../safe-values.ts";
import type { ResolvedSession } from "../schedule.ts";
import { classBillingPeriod } from "../billing.ts";
import { excerpt, oneLine, plainLine } from "../text.ts";
import { messagesFor } from "../../i18n/messages.ts";
import { availabilityFromCapacity, buildOffer, EVENT_CANCELLED, EVENT_SCHEDULED, offerCategory, OFFLINE_ATTENDANCE } from "./offers.ts";
import { classPlace, studioReference } from "./organization.ts";

export interface ClassJsonLdInput {
  readonly cls: Class;
  /** The upcoming sessions the page lists, soonest first, with their instants resolved once (`resolveSessions`). */
  readonly sessions: readonly ResolvedSession[];
  /** The class's full location record when the locations section was synced, else null. */
  readonly location: Location | null;
  /** The class page's canonical URL. */
  readonly pageUrl: string;
  readonly studioName: string;
  /** The site's home page, canonical. */
  readonly homeUrl: string;
  /** `studioCurrency(...)`: null leaves price and currency out. */
  readonly currency: string | null;
  /** STUDIO_LOCALE: the words this markup composes (fallback names, descriptions) are in its language. */
  readonly locale: string;
}

const DESCRIPTION_LENGTH = 300;
/** Each session repeats the class's words; a short form keeps a class with 90 sessions light. */
const SESSION_DESCRIPTION_LENGTH = 155;

function person(instructor: Instructor | null | undefined): Person | undefined {
  const name = instructorName(instructor);
  return name === null ? undefined : { "@type": "Person", name: oneLine(name) };
}

function people(instructors: readonly (Instructor | null | undefined)[]): Person[] {
  const seen = new Set<string>();
  const result: Person[] = [];
  for (const instructor of instructors) {
    const found = person(instructor);
    if (found && typeof found !== "string" && !seen.has(String(found.name))) {
      seen.add(String(found.name));
      result.push(found);
    }
  }
  return result;
}

/** ISO 8601 duration: 45 → "PT45M", 90 → "PT1H30M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 || hours === 0 ? `${rest}M` : ""}`;
}

/** Drop-ins sell each session (spec 2.5); the class's date picker is the fallback link. */
function sessionOfferUrl(cls: Class, session: ClassInstance): string | null {
  if (cls.enrollment_type !== "open" && cls.enrollment_type !== "drop_in") return null;
  if (cls.enrollment_model === "per_instance") return safeUrl(session.links.checkout) ?? safeUrl(cls.links.checkout);
  return safeUrl(cls.links.checkout);
}

/**
 * A class page's JSON-LD: a `Course` whose upcoming sessions are `CourseInstance`s
 * (schema.org's Event subtype for a course's meetings), each with the properties
 * Google's Event markup requires (name, startDate, location) and recommends (endDate,
 * eventStatus, eventAttendanceMode, organizer, performer, image, description, offers).
 *
 * - startDate/endDate: ISO 8601 with the studio's UTC offset on that date
 *   (`toIsoWithOffset`), so a session after a daylight-saving change carries the new
 *   offset; a date-only session has a plain date.
 * - eventStatus: EventCancelled for cancelled sessions (kept, as Google asks, rather
 *   than removed), else EventScheduled. The page's upcoming sessions only
 *   (`isUpcomingSession`): completed and past ones are not listed.
 * - offers: only where a safe checkout link exists (open and drop-in classes); the
 *   session's own checkout for drop-ins, else the class checkout. Availability follows
 *   the spots the page shows (spec 2.2 rule 4). No offers on cancelled sessions.
 * - price/priceCurrency only with a known currency (see `buildOffer`).
 * - courseMode "Onsite" and courseWorkload (the session's length) for Google's
 *   course-info requirements on each instance.
 */
export function classJsonLd(input: ClassJsonLdInput): WithContext<Course> {
  const { cls } = input;
  const { t } = messagesFor(input.locale);
  const name = oneLine(cls.name) || t("rules.unnamed.class");
  const fallback = t("rules.jsonLd.classAtStudio", { name, studio: plainLine(input.studioName) });
  const description = excerpt(cls.description, DESCRIPTION_LENGTH) || fallback;
  const sessionDescription = excerpt(cls.description, SESSION_DESCRIPTION_LENGTH) || fallback;
  const image = safeUrl(cls.featured_image_url) ?? undefined;
  const organizer = studioReference(input.studioName, input.homeUrl, input.locale);
  const place = classPlace(cls.location, input.location);
  const perSession = cls.enrollment_model === "per_instance";
  const category = offerCategory(cls.price_cents, cls.billing.is_recurring && !perSession);
  const per = classBillingPeriod(cls);

  const instances = input.sessions.map(
    ({ record: session, ...times }): CourseInstance => {
      const cancelled = session.status === "cancelled";
      const performers = people(sessionInstructors(session, cls));
      const offer = cancelled
        ? null
        : buildOffer({
            url: sessionOfferUrl(cls, session),
            priceCents: cls.price_cents,
            currency: input.currency,
            availability: availabilityFromCapacity(perSession ? session.capacity : cls.capacity),
            category,
            per,
          });
      return {
        "@type": "CourseInstance",
        name,
        description: sessionDescription,
        url: input.pageUrl,
        startDate: times.startIso,
        endDate: times.endIso ?? undefined,
        eventStatus: cancelled ? EVENT_CANCELLED : EVENT_SCHEDULED,
        eventAttendanceMode: OFFLINE_ATTENDANCE,
        location: place,
        organizer,
        performer: performers.length > 0 ? performers : undefined,
        instructor: performers.length > 0 ? performers : undefined,
        image,
        offers: offer ?? undefined,
        courseMode: "Onsite",
        courseWorkload: times.durationMinutes ? isoDuration(times.durationMinutes) : undefined,
      };
    },
  );

  const classOffer =
    cls.enrollment_type === "open" || cls.enrollment_type === "drop_in"
      ? buildOffer({
          url: cls.links.checkout,
          priceCents: cls.price_cents,
          currency: input.currency,
          availability: perSession ? undefined : availabilityFromCapacity(cls.capacity),
          category,
          per,
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
