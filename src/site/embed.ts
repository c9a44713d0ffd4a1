import { categoryClassesTitle } from "../page-rules/listing-titles.ts";
import { readSiteConfig } from "../config.ts";
import { routes, underBase } from "./routes.ts";
import type { SiteModel } from "./site-model.ts";
import { boxedHeight, UPCOMING_ROWS } from "./boxed-views.ts";

/**
 * The embeddable views (issue 20): the schedule, the class list, a category's classes and
 * the registration seasons, built from the full site's own pages under /embed/ for a
 * studio's website to show in a frame. A view's URL is its full-site page's URL with
 * "embed/" after the base path, so every rule here is that one mapping.
 */
export const EMBED_FOLDER = "embed";

/** What follows /embed/ in a view's URL; public/embed.js accepts `data-studio-embed` values of the same shape. */
const VIEW_PATH = /^(?:schedule\/(?:\d{4}-\d{2}-\d{2}\/)?|classes\/(?:category\/[a-z0-9-]+\/)?|seasons\/)$/;

/**
 * The views made for a box of fixed height (issue 33: Wix keeps its embed box at the height
 * the owner drags it to), which have no page of their own on the full site: each stands
 * for the full-site page it shortens, its canonical page. The upcoming sessions, in as
 * many rows as the snippet asks (`upcoming/5/`), and every class on a line of its own.
 */
const BOXED_VIEWS: readonly { readonly path: RegExp; readonly full: string }[] = [
  { path: /^upcoming\/\d{1,2}\/$/, full: "schedule/" },
  { path: /^classes\/compact\/$/, full: "classes/" },
];

function rootOf(base: string): string {
  return underBase(base, "/");
}

/** Whether `path` lies under /embed/ (the views and the page listing them): never in the sitemap. */
export function isInEmbedFolder(path: string, base: string = routes.home): boolean {
  return path.startsWith(`${rootOf(base)}${EMBED_FOLDER}/`);
}

/** The embed view of a full-site page (`/schedule/` → `/embed/schedule/`), or null when that page has none. */
export function embedPathOf(path: string, base: string = routes.home): string | null {
  const root = rootOf(base);
  if (!path.startsWith(root)) return null;
  const rest = path.slice(root.length);
  return VIEW_PATH.test(rest) ? `${root}${EMBED_FOLDER}/${rest}` : null;
}

/**
 * The full-site page an embed view shows (`/embed/schedule/` → `/schedule/`), or for a view
 * made for a fixed box the page it shortens (`/embed/upcoming/5/` → `/schedule/`); null
 * when `path` is no embed view.
 */
export function fullPathOf(path: string, base: string = routes.home): string | null {
  const folder = `${rootOf(base)}${EMBED_FOLDER}/`;
  if (!path.startsWith(folder)) return null;
  const rest = path.slice(folder.length);
  if (VIEW_PATH.test(rest)) return `${rootOf(base)}${rest}`;
  const boxed = BOXED_VIEWS.find((view) => view.path.test(rest));
  return boxed ? `${rootOf(base)}${boxed.full}` : null;
}

/**
 * A link's attributes on the page at `pagePath`. On an embed view every link opens in the
 * top window (the layout's `<base target="_top">`): checkout pages refuse frames, and a
 * family reading a class belongs on the full site. The exceptions stay in the frame: a
 * link to another embed view (the next week) and a jump within the page.
 */
export function frameLink(href: string, pagePath: string): { href: string; target?: "_self" } {
  if (fullPathOf(pagePath) === null) return { href };
  if (href.startsWith("#")) return { href, target: "_self" };
  const embedded = embedPathOf(href);
  return embedded === null ? { href } : { href: embedded, target: "_self" };
}

export interface EmbedView {
  /** The `data-studio-embed` value: "schedule", "classes/category/ballet", "upcoming/5". */
  readonly name: string;
  readonly label: string;
  /** Its frame's `title` in the page's language ("Horario de clases"), which the snippet hands to embed.js (`data-title`). */
  readonly title: string;
  readonly path: string;
  /**
   * null: the view grows with its content (a host whose box follows the script's height). A
   * number: the view made for a box of fixed height is always this tall, in CSS px, with
   * `rows` rows (src/site/boxed-views.ts).
   */
  readonly height: number | null;
  readonly rows: number | null;
}

const embedFolder = () => `${rootOf(routes.home)}${EMBED_FOLDER}/`;

/** Every view this build has, for the page that lists them with their snippets: the ones that grow first, then the boxed ones. */
export function embedViews(model: Pick<SiteModel, "sections" | "categories" | "classes" | "messages" | "locale">): EmbedView[] {
  const { messages } = model;
  const views: EmbedView[] = [];
  const frameTitle = (view: string) => messages.t("site.embed.frameTitle", { view });
  const add = (fullPath: string, label: string, title: string) => {
    const path = embedPathOf(fullPath);
    if (path !== null) views.push({ name: path.slice(embedFolder().length, -1), label, title, path, height: null, rows: null });
  };
  const boxed = (name: string, label: string, title: string, rows: number) =>
    views.push({ name, label, title, path: `${embedFolder()}${name}/`, height: boxedHeight(rows), rows });
  if (model.sections.has("schedule")) add(routes.schedule, messages.t("site.embed.schedule"), frameTitle("schedule"));
  if (model.sections.has("classes")) {
    add(routes.classes, messages.t("site.embed.classes"), frameTitle("classes"));
    for (const { tag } of model.categories) {
      const title = categoryClassesTitle(tag.name, model.locale);
      add(tag.href, title, title);
    }
  }
  if (model.sections.has("seasons")) add(routes.seasons, messages.t("site.embed.seasons"), frameTitle("seasons"));
  if (model.sections.has("schedule")) {
    boxed(`upcoming/${UPCOMING_ROWS.usual}`, messages.t("site.embed.upcoming", { rows: UPCOMING_ROWS.usual }), frameTitle("upcoming"), UPCOMING_ROWS.usual);
  }
  if (model.sections.has("classes")) boxed("classes/compact", messages.t("site.embed.compact"), frameTitle("classes"), Math.max(1, model.classes.length));
  return views;
}

/** Text as a double-quoted HTML attribute's value. */
const attributeValue = (text: string): string => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The snippet an owner pastes into their website for one view. `site` is the site's public
 * address (Astro's `site`); `title`, the frame's title in the page's language (`data-title`:
 * public/embed.js knows only English names, and a screen reader announces the frame by it).
 */
export function embedSnippet(site: URL | string, name: string, title: string | null = null): string {
  const script = new URL(routes.embedScript, site).href;
  const titled = title === null ? "" : ` data-title="${attributeValue(title)}"`;
  return `<div data-studio-embed="${name}"${titled}></div>\n<script src="${script}" async></script>`;
}

/** A view's address, for a builder that frames an address itself (Wix's Embed a Site). */
export function embedAddress(site: URL | string, view: Pick<EmbedView, "path">): string {
  return new URL(view.path, site).href;
}


/** EMBED_ORIGINS as the build read it: the websites allowed to frame the views (the /embed/ page says which). */
export function allowedEmbedOrigins(): readonly string[] {
  return readSiteConfig().embedOrigins;
}
