import { excerptParts, type SearchWords } from "../page-rules/site-search.ts";
import { agesBesideName } from "../page-rules/names.ts";
import { COUNT_MARK, pageText } from "../i18n/page-messages.ts";
import type { searchFilters } from "../page-rules/class-filters.ts";
import { SEARCH_BUNDLE_FOLDER } from "../site/searchable-pages.ts";

/** What this script reads of Pagefind's JS API (pagefind.js in the site's bundle, src/site/search-index.ts). */
interface Pagefind {
  options(options: { baseUrl: string; excerptLength?: number; noWorker?: boolean }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string | null, options?: { filters?: ReturnType<typeof searchFilters> }, wait?: number): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

/** One page found: its address, title (the page's <h1>), excerpt and the facts its page marks (`data-pagefind-meta`). */
interface ResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

/** The facts a result lists under its name, in this order, as its page shows them (class pages mark them). */
const FACTS = ["ages", "when", "location", "price", "spots"] as const;
/**
 * Results shown at once in the header's box, then a link to all of them on /search/ (each
 * shown result fetches its own small file: a phone's first search stays light), and on /search/.
 */
const SHOWN = { box: 5, page: 50 };

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

function resultItem(data: ResultData): HTMLLIElement {
  const item = element("li");
  const title = data.meta.title ?? data.url;
  const link = element("a", title);
  link.href = data.url;
  item.append(link);
  const fact = (name: (typeof FACTS)[number]) => {
    const said = data.meta[name]?.replace(/\s+/g, " ").trim();
    // "Ballet I (Ages 5–7)" names its ages already: they are said once, as in the planner and on a trial's card.
    return name === "ages" && said ? agesBesideName(title, said) : said;
  };
  const facts = FACTS.map(fact).filter((said): said is string => Boolean(said));
  const line = (text?: string) => Object.assign(element("p", text), { className: "small" });
  if (facts.length > 0) item.append(line(facts.join(" · ")));
  const excerpt = line();
  for (const part of excerptParts(data.excerpt)) excerpt.append(part.marked ? element("mark", part.text) : document.createTextNode(part.text));
  item.append(excerpt);
  return item;
}

/**
 * The search box's searching, loaded by SiteSearch.astro when the box is first opened (or at
 * once on /search/, where `?q=` searches and each search is written back to the address so it
 * can be shared). It fetches Pagefind and the box's words only now, searches what is already
 * typed and then as the family types, and writes results as text: no HTML from the index
 * reaches the page.
 */
export function startSiteSearch(opener: HTMLAnchorElement, form: HTMLFormElement): void {
  const locale = document.documentElement.lang;
  const root = opener.dataset.siteSearch!;
  const page = form.closest<HTMLElement>("[data-search-page]");
  const onPage = page !== null;
  const field = form.querySelector("input")!;
  // The header's box comes with its field alone (SiteSearch.astro); /search/'s form has all three.
  const made = (tag: "p" | "ol", className: string) => form.appendChild(Object.assign(element(tag), { className }));
  const status = form.querySelector("p[role=status]") ?? made("p", "small");
  status.setAttribute("role", "status");
  const list = form.querySelector("ol") ?? made("ol", "plain-list");
  // The box's words (/search/words.json, the form's own address's sibling: routes.searchWords); without them
  // the count is said as a number alone, and results still show.
  const words: Promise<SearchWords | null> = fetch(new URL("words.json", form.action))
    .then((response) => (response.ok ? (response.json() as Promise<SearchWords>) : null))
    .catch(() => null);
  if (!onPage) {
    // The header box's finish, set here (the page policy lets a script style an element) so that
    // no page carries it; its place under the header and its field's size are the page's (SiteSearch.astro).
    Object.assign(form.style, { maxHeight: "70vh", overflow: "auto", padding: "var(--space-3)", boxShadow: "var(--shadow)" });
    void words.then((said) => said && field.setAttribute("aria-label", said.label));
  }
  const pagefind: Promise<Pagefind> = import(/* @vite-ignore */ `${root}${SEARCH_BUNDLE_FOLDER}/pagefind.js`).then(async (loaded: Pagefind) => {
    // No worker: the page policy's Trusted Types let no script start one from a plain URL, and
    // an index this size answers in milliseconds on the page's own thread.
    await loaded.options({ baseUrl: root, excerptLength: 16, noWorker: true });
    // Its index's first files load now, while the family types (or, on /search/, beside the filter's rules).
    void loaded.init();
    return loaded;
  });
  // On /search/ (its form has the filter's fields): the fields read by the filter's own rules, as
  // Pagefind's filters, and whether the age typed is one (the rules are fetched beside Pagefind;
  // named, not the whole module, so the bundler keeps only these two in the chunk other pages share).
  const filtersOf = onPage
    ? import("../page-rules/class-filters.ts").then(({ readFilter, searchFilters }) => (data: FormData) => {
        const filter = readFilter((name) => data.getAll(name).map(String));
        return { filters: searchFilters(filter), ageProblem: filter.ageProblem };
      })
    : null;
  const ageProblem = page?.querySelector<HTMLElement>("[data-age-problem]");
  // A shared link searches at once; then the search waits for a pause in the typing.
  let wait = 0;
  // Each search's turn: a search that a later one overtook writes nothing.
  let latest = 0;

  const search = async () => {
    const turn = ++latest;
    const delay = wait;
    wait = 150;
    const query = field.value.trim();
    // On /search/ the filter's own fields narrow the search, read by the filter's own rules.
    const data = new FormData(form);
    const chosen = filtersOf ? (await filtersOf)(data) : { filters: {}, ageProblem: false };
    const { filters } = chosen;
    if (ageProblem) ageProblem.hidden = !chosen.ageProblem;
    if (onPage) {
      const shared = new URLSearchParams([...data].filter(([, value]) => value !== "") as [string, string][]).toString();
      history.replaceState(null, "", shared === "" ? location.pathname : `${location.pathname}?${shared}`);
    }
    const narrowed = Object.keys(filters).length > 0;
    if (query === "" && !narrowed) {
      list.replaceChildren();
      status.textContent = "";
      return;
    }
    const found = await (await pagefind).debouncedSearch(query === "" ? null : query, { filters }, delay);
    // null: a later keystroke replaced this search.
    if (found === null) return;
    const shown = await Promise.all(found.results.slice(0, onPage ? SHOWN.page : SHOWN.box).map((result) => result.data()));
    const said = pageText((await words)?.count ?? { other: COUNT_MARK }, locale, found.results.length);
    if (turn !== latest) return;
    list.replaceChildren(...shown.map(resultItem));
    if (shown.length < found.results.length) {
      const all = element("a", said);
      all.href = `${form.action}?q=${encodeURIComponent(query)}`;
      const more = element("li");
      more.append(all);
      list.append(more);
    }
    status.textContent = said;
  };
  // A search that fails (Pagefind's files did not arrive) leaves the page as it is; the link still leads to /search/.
  const run = () => void search().catch(() => undefined);

  // Typing in the words or the age, and any other choice.
  form.addEventListener("input", run);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    run();
  });
  form.addEventListener("change", run);
  if (onPage) {
    // A shared link's words and choices, put back into the form; its choices shown, when it has any.
    const shared = new URLSearchParams(location.search);
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]")) {
      const values = shared.getAll(control.name);
      if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = values.includes(control.value);
      else if (values[0] !== undefined) control.value = values[0];
    }
    const choices = form.querySelector("details");
    if (choices && [...shared.keys()].some((name) => name !== field.name)) choices.open = true;
  }
  run();
}
