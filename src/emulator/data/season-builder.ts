import type { CatalogItem, Class, MembershipPrice, MembershipType, RegistrationDetail } from "../../api/schemas/index.ts";
import type { HostedPages } from "./hosted-pages.ts";
import { addDays } from "../../core/local-time.ts";
import { zonedDateTime } from "./demo-dates.ts";
import { stableId } from "./building-blocks.ts";

/** A moment as days from today plus a local wall-clock time. */
export interface Moment {
  offsetDays: number;
  time: string;
}

export type ItemSpec =
  | { kind: "class"; class: Class; priceCents: number | null; required?: boolean; description?: string | null }
  | {
      kind: "membership";
      type: MembershipType;
      price: MembershipPrice | null;
      priceCents: number | null;
      required?: boolean;
      name?: string;
    };

export interface GroupSpec {
  key: string;
  name: string;
  description: string | null;
  mode: "select" | "view";
  items: ItemSpec[];
}

export interface SeasonSpec {
  key: string;
  name: string;
  description: string | null;
  type: RegistrationDetail["registration_type"];
  status: RegistrationDetail["status"];
  startsOffsetDays: number | null;
  endsOffsetDays: number | null;
  internalOpens: Moment | null;
  externalOpens: Moment | null;
  closes: Moment | null;
  waitlist: boolean;
  tags: string[];
  billing: RegistrationDetail["billing"];
  groups: GroupSpec[];
}

export interface SeasonContext {
  today: string;
  timezone: string;
  idSpace: string;
  pages: HostedPages;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function buildItem(item: ItemSpec, seasonKey: string, groupKey: string, index: number, idSpace: string): CatalogItem {
  const id = stableId(idSpace, "catalog-item", seasonKey, groupKey, index);
  if (item.kind === "class") {
    return {
      id,
      item_type: "class",
      name: item.class.name,
      description: item.description === undefined ? item.class.description : item.description,
      is_required: item.required ?? false,
      price_cents: item.priceCents,
      class: {
        id: item.class.id,
        duration_minutes: item.class.duration_minutes,
        category: item.class.category && { ...item.class.category },
        location: item.class.location && { ...item.class.location },
      },
      membership: null,
    };
  }
  const price = item.price;
  return {
    id,
    item_type: "membership",
    name: item.name ?? (price ? `${item.type.name} (${price.name})` : item.type.name),
    description: item.type.description,
    is_required: item.required ?? false,
    price_cents: item.priceCents,
    class: null,
    membership: {
      type_id: item.type.id,
      price_id: price?.id ?? null,
      billing_interval: price?.billing_interval ?? null,
      billing_period: price?.billing_period ?? null,
      duration_months: price?.term.months ?? null,
    },
  };
}

export function buildSeason(spec: SeasonSpec, context: SeasonContext): RegistrationDetail {
  const moment = (value: Moment | null): string | null =>
    value === null ? null : zonedDateTime(addDays(context.today, value.offsetDays), value.time, context.timezone);
  const slug = slugify(spec.name);
  return {
    id: stableId(context.idSpace, "season", spec.key),
    name: spec.name,
    description: spec.description,
    slug,
    registration_type: spec.type,
    status: spec.status,
    season_starts_at: spec.startsOffsetDays === null ? null : addDays(context.today, spec.startsOffsetDays),
    season_ends_at: spec.endsOffsetDays === null ? null : addDays(context.today, spec.endsOffsetDays),
    registration_window: {
      internal_opens_at: moment(spec.internalOpens),
      external_opens_at: moment(spec.externalOpens),
      closes_at: moment(spec.closes),
    },
    waitlist_enabled: spec.waitlist,
    tags: [...spec.tags],
    links: { register: context.pages.register(slug) },
    billing: { ...spec.billing },
    catalog_groups: spec.groups.map((group, groupIndex) => ({
      id: stableId(context.idSpace, "catalog-group", spec.key, group.key),
      name: group.name,
      description: group.description,
      visibility_mode: group.mode,
      sort_order: groupIndex + 1,
      items: group.items.map((item, index) => buildItem(item, spec.key, group.key, index, context.idSpace)),
    })),
  };
}
