import type { Location } from "../api/schemas/index.ts";
import { formatDayName, formatLocalTimeRange } from "../core/format.ts";
import { operatingHoursRows, type HoursRow } from "../page-rules/operating-hours.ts";
import { directionsUrl, mailtoHref, telHref } from "../page-rules/safe-values.ts";
import { plainText } from "../page-rules/text.ts";
import { displayName } from "../page-rules/names.ts";
import { weeklyHours, type WeeklyHours } from "../page-rules/structured-data/opening-hours.ts";
import { firstDayOfWeek } from "../core/local-time.ts";
import { nameOrder } from "../core/compare-text.ts";
import { routes } from "./routes.ts";
import type { ViewContext } from "./view-context.ts";

export interface ContactView {
  readonly text: string;
  /** mailto: or tel: link; null when the text is not a usable address or number. */
  readonly href: string | null;
}

export interface LocationView {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly address: string | null;
  /** A map search for the address (`directionsUrl`), so a phone opens its maps app. */
  readonly directions: string | null;
  readonly email: ContactView | null;
  readonly phone: ContactView | null;
  readonly hours: readonly HoursRow[];
  /** The same hours as weekdays and times, where every part of them reads cleanly (`weeklyHours`: the home page's markup); null otherwise. */
  readonly openingHours: readonly WeeklyHours[] | null;
  /** The page of classes held here, when any current class is. */
  readonly classesHref: string | null;
}

function contact(value: string | null | undefined, href: (value: string) => string | null): ContactView | null {
  const text = plainText(value);
  return text === "" ? null : { text, href: href(text) };
}

/** How to reach a location in one tap: its phone (`tel:`), else its email (`mailto:`); null when neither makes a link. */
export function locationContact(location: Pick<Location, "contact_info">): ContactView | null {
  const phone = contact(location.contact_info?.phone, telHref);
  if (phone?.href) return phone;
  const email = contact(location.contact_info?.email, mailtoHref);
  return email?.href ? email : null;
}

/** What "contact the studio" links to: the first location (by name, in `locale`'s order) with a phone or email link. */
export function studioContact(locations: readonly Location[], locale: string): ContactView | null {
  const order = nameOrder(locale);
  const named = [...locations].sort((a, b) => order(plainText(a.name), plainText(b.name)));
  for (const location of named) {
    const found = locationContact(location);
    if (found) return found;
  }
  return null;
}

export function locationView(location: Location, classCount: number, ctx: ViewContext): LocationView {
  const slug = ctx.slugs.locations.get(location.id) ?? location.id;
  return {
    id: location.id,
    slug,
    name: displayName(location.name, "location", ctx.messages),
    address: plainText(location.address) || null,
    directions: directionsUrl(location.address),
    email: contact(location.contact_info?.email, mailtoHref),
    phone: contact(location.contact_info?.phone, telHref),
    hours: operatingHoursRows(location.operating_hours, {
      dayName: (weekday) => formatDayName(weekday, ctx.locale, "short"),
      firstDay: firstDayOfWeek(ctx.locale),
      timeRange: (opens, closes) => formatLocalTimeRange(opens, closes, ctx.locale),
    }, ctx.locale),
    openingHours: weeklyHours(location.operating_hours),
    classesHref: classCount > 0 ? routes.locationClasses(slug) : null,
  };
}
