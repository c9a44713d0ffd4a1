/** Every kind of page the site builds, in the order the report lists them. */
export const PAGE_TYPES = [
  "home",
  "classes index",
  "class page",
  "class sessions",
  "category listing",
  "location listing",
  "schedule",
  "schedule week",
  "seasons index",
  "season page",
  "memberships",
  "trials",
  "appointments",
  "locations",
  "plan",
  "404",
  "search",
  "embed schedule",
  "embed schedule week",
  "embed classes",
  "embed category",
  "embed seasons",
  "embed boxed",
  "embed snippets",
] as const;

export type PageType = (typeof PAGE_TYPES)[number] | "other";

const EXACT: Record<string, PageType> = {
  "/": "home",
  "/classes/": "classes index",
  "/schedule/": "schedule",
  "/seasons/": "seasons index",
  "/memberships/": "memberships",
  "/trials/": "trials",
  "/appointments/": "appointments",
  "/locations/": "locations",
  "/plan/": "plan",
  "/404.html": "404",
  "/search/": "search",
  "/embed/schedule/": "embed schedule",
  "/embed/classes/": "embed classes",
  "/embed/seasons/": "embed seasons",
  "/embed/": "embed snippets",
};

const PATTERNS: [RegExp, PageType][] = [
  [/^\/classes\/category\/[^/]+\/$/, "category listing"],
  [/^\/classes\/location\/[^/]+\/$/, "location listing"],
  [/^\/classes\/[^/]+\/$/, "class page"],
  [/^\/classes\/[^/]+\/sessions\/(\d+\/)?$/, "class sessions"],
  [/^\/schedule\/\d{4}-\d{2}-\d{2}\/$/, "schedule week"],
  [/^\/seasons\/[^/]+\/$/, "season page"],
  [/^\/embed\/classes\/category\/[^/]+\/$/, "embed category"],
  [/^\/embed\/schedule\/\d{4}-\d{2}-\d{2}\/$/, "embed schedule week"],
  // The views for a box of fixed height (src/site/boxed-views.ts).
  [/^\/embed\/(upcoming\/\d+|classes\/compact)\/$/, "embed boxed"],
];

/** The page type of a built page's URL path ("/classes/ballet-i/" is a class page). */
export function pageTypeOf(urlPath: string): PageType {
  return EXACT[urlPath] ?? PATTERNS.find(([pattern]) => pattern.test(urlPath))?.[1] ?? "other";
}

/** "classes/index.html" -> "/classes/"; "404.html" -> "/404.html". */
export function urlPathOf(htmlFile: string): string {
  const path = `/${htmlFile.split("\\").join("/")}`;
  return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path;
}
