import type { Location } from "../api/schemas/index.ts";
import { formatDayName } from "../core/format.ts";
import { operatingHoursRows, type HoursRow } from "../catalog/operating-hours.ts";
import { mailtoHref, telHref } from "../catalog/safe-values.ts";
import { plainText } from "../catalog/text.ts";
import { firstDayOfWeek } from "../core/local-time.ts";
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
  readonly email: ContactView | null;
  readonly phone: ContactView | null;
  readonly hours: readonly HoursRow[];
  /** The page of classes held here, when any current class is. */
  readonly classesHref: string | null;
}

function contact(value: string | null | undefined, href: (value: string) => string | null): ContactView | null {
  const text = plainText(value);
  return text === "" ? null : { text, href: href(text) };
}

export function locationView(location: Location, classCount: number, ctx: ViewContext): LocationView {
  const slug = ctx.slugs.locations.get(location.id) ?? location.id;
  return {
    id: location.id,
    slug,
    name: plainText(location.name) || "Location",
    address: plainText(location.address) || null,
    email: contact(location.contact_info?.email, mailtoHref),
    phone: contact(location.contact_info?.phone, telHref),
    hours: operatingHoursRows(
      location.operating_hours,
      (weekday) => formatDayName(weekday, ctx.locale, "long"),
      firstDayOfWeek(ctx.locale),
    )
      .map((row) => ({ label: row.label === null ? null : plainText(row.label) || null, value: plainText(row.value) }))
      .filter((row) => row.value !== ""),
    classesHref: classCount > 0 ? routes.locationClasses(slug) : null,
  };
}
