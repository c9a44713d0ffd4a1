import { groupByCategory, groupByLocation } from "../page-rules/category-groups.ts";
import type { Messages } from "../i18n/messages.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { SiteModel } from "./site-model.ts";

/**
 * The static class lists that work without JavaScript: /classes/, one page per category
 * and one per location. Every count a page shows counts classes within that page's own
 * set: /classes/ holds every class, so its category and location links say how many
 * each has; a category's page groups its classes by location (a location's page, by
 * category), each group under its own heading with a jump link saying how many it
 * holds, and its links to the neighbouring pages carry no count, since their classes
 * are not on this page.
 */

export type ListingPage = { readonly kind: "all" } | { readonly kind: "category"; readonly slug: string } | { readonly kind: "location"; readonly slug: string };

export interface ListingLink {
  readonly href: string;
  readonly label: string;
  /** A category's link shows its marker dot, in `accent` (a validated hex color) or the theme's default. */
  readonly category: boolean;
  readonly accent: string | null;
  /** Classes behind the link, when they are all on this page; null for a link to another page's set. */
  readonly count: number | null;
  readonly current: boolean;
}

export interface ListingGroup {
  /** The heading's id, the target of its jump link. */
  readonly id: string;
  readonly heading: string;
  /** Groups by category carry the category's marker. */
  readonly category: boolean;
  readonly accent: string | null;
  readonly classes: readonly ClassView[];
}

/** One row of browse chips: links to other lists, or jump links within this page. */
export interface BrowseRow {
  readonly label: string;
  readonly links: readonly ListingLink[];
}

function byLocation(classes: readonly ClassView[], messages: Messages): ListingGroup[] {
  return groupByLocation(classes, (cls) => cls.location, messages.locale).map((group) => ({
    id: group.location ? `at-${group.location.slug}` : "no-location",
    heading: group.location?.name ?? messages.t("site.listing.noLocation"),
    category: false,
    accent: null,
    classes: group.items,
  }));
}

function byCategory(classes: readonly ClassView[], order: readonly string[], messages: Messages): ListingGroup[] {
  return groupByCategory(classes, (cls) => cls.category, order, messages.locale).map((group) => ({
    id: group.category ? `in-${group.category.slug}` : "other-classes",
    heading: group.category?.name ?? messages.t("site.listing.otherClasses"),
    category: group.category !== null,
    accent: group.category?.accent ?? null,
    classes: group.items,
  }));
}

/**
 * A category's or a location's page in groups: by location on a category's page, by
 * category on a location's page. A single group means there is nothing to group by.
 */
export function listingGroups(model: SiteModel, page: Exclude<ListingPage, { kind: "all" }>, classes: readonly ClassView[]): ListingGroup[] {
  return page.kind === "category" ? byLocation(classes, model.messages) : byCategory(classes, model.categoryOrder, model.messages);
}

/**
 * The browse chips of a list. On /classes/, every category and location with its count
 * (all of them are on the page). On a category's or a location's page, its neighbours
 * without counts, and jump links to the page's own groups with theirs.
 */
export function browseRows(model: SiteModel, page: ListingPage, groups: readonly ListingGroup[] = []): BrowseRow[] {
  const { messages } = model;
  const categories = model.categories.map(({ tag, classes }) => ({ href: tag.href, label: tag.name, category: true, accent: tag.accent, slug: tag.slug, count: classes.length }));
  const locations = model.classLocations.map(({ tag, classes }) => ({ href: tag.classesHref, label: tag.name, category: false, accent: null, slug: tag.slug, count: classes.length }));
  const link = ({ href, label, category, accent }: Omit<ListingLink, "count" | "current">, count: number | null, current = false): ListingLink => ({
    href,
    label,
    category,
    accent,
    count,
    current,
  });
  if (page.kind === "all") {
    return [
      { label: messages.t("site.listing.byCategory"), links: categories.length > 1 ? categories.map((item) => link(item, item.count)) : [] },
      { label: messages.t("site.listing.byLocation"), links: locations.length > 1 ? locations.map((item) => link(item, item.count)) : [] },
    ].filter((row) => row.links.length > 0);
  }
  const neighbours = page.kind === "category" ? categories : locations;
  const rows: BrowseRow[] = [
    {
      label: page.kind === "category" ? messages.t("site.listing.categories") : messages.t("site.listing.locations"),
      links: [
        { href: routes.classes, label: messages.t("site.listing.allClasses"), category: false, accent: null, count: null, current: false },
        ...neighbours.map((item) => link(item, null, item.slug === page.slug)),
      ],
    },
  ];
  if (groups.length > 1) {
    rows.push({
      label: page.kind === "category" ? messages.t("site.listing.onPageByLocation") : messages.t("site.listing.onPageByCategory"),
      links: groups.map((group) => link({ href: `#${group.id}`, label: group.heading, category: group.category, accent: group.accent }, group.classes.length)),
    });
  }
  return rows;
}

/**
 * Past this many classes, /classes/ lists its long categories on their own pages
 * (issue 17: the list of a 400-class studio stays under 30 KB, and a family on a phone
 * scrolls a page of categories instead of 400 cards). A studio of this size or smaller
 * lists every class.
 */
export const WHOLE_LIST_UP_TO = 60;
/** A category with more classes than this is long: with a list past `WHOLE_LIST_UP_TO`, it has its own page only. */
export const LONG_GROUP = 12;

export interface IndexGroup {
  readonly id: string;
  readonly heading: string;
  readonly accent: string | null;
  /** The classes listed on /classes/; none when the group is on its own page. */
  readonly classes: readonly ClassView[];
  /** How many classes the group has, wherever they are listed. */
  readonly count: number;
  /** The category's own page, when its classes are listed there instead of on /classes/. */
  readonly href: string | null;
}

/** /classes/ grouped by category in the studio's order; classes with no category (no page of their own) are always listed. */
export function classesIndexGroups(model: SiteModel): IndexGroup[] {
  const split = model.classes.length > WHOLE_LIST_UP_TO;
  return model.classGroups.map((group, index) => {
    const own = split && group.category !== null && group.items.length > LONG_GROUP ? group.category.href : null;
    return {
      id: `group-${index}`,
      heading: group.category?.name ?? model.messages.t("site.listing.otherClasses"),
      accent: group.category?.accent ?? null,
      classes: own === null ? group.items : [],
      count: group.items.length,
      href: own,
    };
  });
}
