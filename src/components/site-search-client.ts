import { excerptParts, type SearchWords } from "../page-rules/site-search.ts";
import { fillSlots, pageText } from "../i18n/page-messages.ts";

/** What this script reads of Pagefind's JS API (pagefind.js in the site's bundle, src/site/search-index.ts). */
interface Pagefind {
  options(options: { baseUrl: string; excerptLength?: number; noWorker?: boolean }): Promise<void>;
  debouncedSearch(query: string, options?: { filters?: Record<string, string[]> }, wait?: number): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}

/** One page found: its address, title (the page's <h1>), excerpt and the facts its page marks (`data-pagefind-meta`). */
interface ResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}

/** The facts a result lists under its name, in this order, as its page shows them (class pages mark them). */
const FACTS = ["ages", "when", "location", "price", "spots"] as const;
/** Results shown at once: a family refines the words rather than scroll a long list. */
const SHOWN = 10;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  return made;
}

function resultItem(data: ResultData): HTMLLIElement {
  const item = element("li");
  const link = element("a", data.meta.title ?? data.url);
  link.href = data.url;
  item.append(link);
  const facts = FACTS.map((name) => data.meta[name]?.replace(/\s+/g, " ").trim()).filter((fact): fact is string => Boolean(fact));
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
 * can be shared). It fetches Pagefind only now, searches what is already typed and then as
 * the family types, and writes results as text: no HTML from the index reaches the page.
 */
export function startSiteSearch(box: HTMLElement, form: HTMLFormElement): void {
  const words = JSON.parse(box.dataset.words!) as Omit<SearchWords, "label">;
  const onPage = form.closest("[data-search-page]") !== null;
  const field = form.querySelector("input")!;
  const status = form.querySelector("p")!;
  const list = form.querySelector("ol")!;
  const pagefind: Promise<Pagefind> = import(/* @vite-ignore */ `${box.dataset.bundle}pagefind.js`).then(async (loaded: Pagefind) => {
    // No worker: the page policy's Trusted Types let no script start one from a plain URL, and
    // an index this size answers in milliseconds on the page's own thread.
    await loaded.options({ baseUrl: box.dataset.root!, excerptLength: 16, noWorker: true });
    return loaded;
  });

  const search = async () => {
    const query = field.value.trim();
    if (onPage) history.replaceState(null, "", query === "" ? location.pathname : `${location.pathname}?q=${encodeURIComponent(query)}`);
    if (query === "") {
      list.replaceChildren();
      status.textContent = "";
      return;
    }
    const found = await (await pagefind).debouncedSearch(query, {}, 150);
    // null: a later keystroke replaced this search.
    if (found === null) return;
    const shown = await Promise.all(found.results.slice(0, SHOWN).map((result) => result.data()));
    if (field.value.trim() !== query) return;
    list.replaceChildren(...shown.map(resultItem));
    status.textContent = fillSlots(pageText(words.results, words.locale, found.results.length), { query });
  };

  field.addEventListener("input", () => void search());
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void search();
  });
  if (onPage && field.value === "") field.value = new URLSearchParams(location.search).get("q") ?? "";
  void search();
}
