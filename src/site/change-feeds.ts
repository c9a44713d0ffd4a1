import { Feed } from "feed";
import { formatDateTime, formatLocalDate, formatLocalTime } from "../core/format.ts";
import type { MessageValue } from "../i18n/messages.ts";
import { displayName } from "../page-rules/names.ts";
import { changeFeedId, type ChangeFeed, type ChangeFeedEntry } from "../snapshot/change-feed.ts";
import type { ClassView } from "./class-views.ts";
import { routes } from "./routes.ts";
import type { SiteModel } from "./site-model.ts";
import { absoluteUrl, requireSite } from "./site-address.ts";
import type { ViewContext } from "./view-context.ts";

/**
 * The site's Atom feeds of what changed (issue 36): the studio's at /changes.xml and one per
 * class beside its page, in each build's language. The sync recorded the entries as facts
 * (src/sync/change-feed.ts); here each is worded once in the page's language and linked to
 * the page that shows it now, and the feeds render those words.
 */

/** One change as every feed that carries it shows it. */
export interface ChangeEntryView {
  /** Its Atom id, as the sync recorded it: the same in every build and language. */
  readonly id: string;
  readonly at: Date;
  /** What changed, in the page's language: "New class: Ballet 1". */
  readonly title: string;
  /** The page that shows it now (under the base path): a class's own page, a season's, or the list it belongs to. */
  readonly href: string;
  /** The classes whose feeds carry it. */
  readonly classIds: readonly string[];
}

export interface ChangeFeedView {
  /** When the sync started recording: the feed's `updated` while it holds nothing. */
  readonly startedAt: Date;
  /** Newest first. */
  readonly entries: readonly ChangeEntryView[];
}

/** The pages an entry can link, as the site model decided them. */
export interface ChangePages {
  readonly classes: ReadonlyMap<string, Pick<ClassView, "name" | "href">>;
  /** Seasons that have a page. */
  readonly seasons: ReadonlySet<string>;
}

/** The page's text inside an Atom `type="html"` element: the feed library writes titles as HTML, so a name's `<` is text. */
function asHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every entry worded once in `ctx`'s language, with the page it links. */
export function changeFeedView(feed: ChangeFeed, pages: ChangePages, ctx: ViewContext): ChangeFeedView {
  const { messages, locale, timeZone } = ctx;
  const className = (ref: { id: string; name: string }) => pages.classes.get(ref.id)?.name ?? displayName(ref.name, "class", messages);
  const classHref = (id: string) => pages.classes.get(id)?.href ?? routes.classes;
  const seasonHref = (id: string) => {
    const slug = ctx.slugs.seasons.get(id);
    return slug !== undefined && pages.seasons.has(id) ? routes.seasonPage(slug) : routes.seasons;
  };
  const sessionWhen = (session: { date: string; time: string | null }): Record<string, MessageValue> => ({
    date: formatLocalDate(session.date, locale, "weekday-short"),
    time: session.time === null ? "" : formatLocalTime(session.time, locale),
    hasTime: session.time === null ? "no" : "yes",
  });

  const worded = (entry: ChangeFeedEntry): { title: string; href: string } => {
    switch (entry.kind) {
      case "class-added":
        return { title: messages.t("page.changes.classAdded", { className: className(entry.class) }), href: classHref(entry.class.id) };
      case "spots-opened":
        return {
          title: messages.t("page.changes.spotsOpened", {
            className: className(entry.class),
            ...(entry.session === null ? { date: "", time: "", hasTime: "no" } : sessionWhen(entry.session)),
            hasDate: entry.session === null ? "no" : "yes",
            count: entry.spots_remaining ?? 0,
            capped: entry.spots_remaining === null ? "no" : "yes",
          }),
          href: classHref(entry.class.id),
        };
      case "session-cancelled":
      case "session-added":
        return {
          title: messages.t(entry.kind === "session-cancelled" ? "page.changes.sessionCancelled" : "page.changes.sessionAdded", {
            className: className(entry.class),
            ...sessionWhen(entry.session),
          }),
          href: classHref(entry.class.id),
        };
      case "season-opened":
        return {
          title: messages.t(entry.who === "everyone" ? "page.changes.seasonOpened" : "page.changes.seasonOpenedExisting", { season: displayName(entry.season.name, "season", messages) }),
          href: seasonHref(entry.season.id),
        };
      case "season-closing":
        return {
          title: messages.t("page.changes.seasonClosing", {
            season: displayName(entry.season.name, "season", messages),
            when: formatDateTime(new Date(entry.closes_at), timeZone, locale),
          }),
          href: seasonHref(entry.season.id),
        };
      case "season-closed":
        return { title: messages.t("page.changes.seasonClosed", { season: displayName(entry.season.name, "season", messages) }), href: seasonHref(entry.season.id) };
      case "price-changed": {
        const { item } = entry;
        const name =
          item.kind === "class"
            ? className(item)
            : displayName(item.name, item.kind === "membership-price" ? "price" : item.kind === "trial" ? "trial" : "appointment", messages);
        const href =
          item.kind === "class"
            ? classHref(item.id)
            : item.kind === "membership-price"
              ? routes.memberships
              : item.kind === "trial"
                ? trialHref(item.id, ctx)
                : routes.appointments;
        return { title: messages.t("page.changes.priceChanged", { name, from: entry.from, to: entry.to }), href };
      }
      case "trial-added":
        return {
          title: messages.t("page.changes.trialAdded", { trial: displayName(entry.trial.name, "trial", messages), price: entry.price }),
          href: trialHref(entry.trial.id, ctx),
        };
    }
  };

  return {
    startedAt: new Date(feed.started_at),
    entries: feed.entries.map((entry) => ({ id: entry.id, at: new Date(entry.at), classIds: entry.class_ids, ...worded(entry) })),
  };
}

/** A trial's card on /trials/ (the page lists every trial still on offer). */
function trialHref(id: string, ctx: ViewContext): string {
  const slug = ctx.slugs.trials.get(id);
  return slug === undefined ? routes.trials : routes.trial(slug);
}

/** A page's link to its feed: in the head for feed readers, and in words in the footer. */
export interface ChangesLink {
  readonly href: string;
  /** The feed's title, for the head's link. */
  readonly title: string;
  /** The visible link's words: "Follow changes". */
  readonly label: string;
}

/** The studio's feed (`cls` null) or a class's, as a page links it. */
export function changesLink(model: Pick<SiteModel, "messages" | "studio">, cls: Pick<ClassView, "name" | "slug"> | null): ChangesLink {
  const { messages, studio } = model;
  return cls === null
    ? { href: routes.studioChanges, title: messages.t("page.changes.studioFeedTitle", { studio: studio.name }), label: messages.t("page.changes.follow") }
    : { href: routes.classChanges(cls.slug), title: messages.t("page.changes.classFeedTitle", { className: cls.name, studio: studio.name }), label: messages.t("page.changes.followClass") };
}

/** The studio's feed (`cls` null) or a class's, as Atom 1.0 in the build's language. */
export function changeFeedAtom(model: SiteModel, site: URL | string | undefined, cls: Pick<ClassView, "id" | "name" | "slug" | "href"> | null): string {
  const address = requireSite(site);
  const { messages } = model;
  const entries = cls === null ? model.changes.entries : model.changes.entries.filter((entry) => entry.classIds.includes(cls.id));
  const link = changesLink(model, cls);
  const newest = entries[0]?.at ?? model.changes.startedAt;
  const feed = new Feed({
    // One feed per studio, class and language: the same at any site address.
    id: changeFeedId(model.studio.id, "feed", model.locale, cls?.id ?? "studio"),
    title: link.title,
    description: messages.t("page.changes.feedSubtitle"),
    link: absoluteUrl(address, cls === null ? routes.home : cls.href),
    feedLinks: { atom: absoluteUrl(address, link.href) },
    author: { name: model.studio.name },
    updated: newest,
    // The same snapshot builds the same bytes: no generator line that changes with the library.
    generator: false,
  });
  for (const entry of entries) feed.addItem({ id: entry.id, title: asHtmlText(entry.title), link: absoluteUrl(address, entry.href), date: entry.at });
  // The library writes no language on an Atom feed; xml:lang on the root element is Atom's own (RFC 4287 §2).
  return feed.atom1().replace('<feed xmlns="http://www.w3.org/2005/Atom">', `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${model.locale}">`);
}
