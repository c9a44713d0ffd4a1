import { applyFilter, filterQuery, readFilter, readFilterable, WEEKDAYS, type FilterWords } from "../page-rules/class-filters.ts";
import { fillSlots } from "../i18n/page-messages.ts";
import { filterRecounts } from "./filter-recounts.ts";

/** Whether the family changed this control on the page, away from what the page was built with. */
function changedOnPage(control: HTMLInputElement | HTMLSelectElement): boolean {
  if (control instanceof HTMLSelectElement) {
    // Without a `selected` attribute a select starts on its first option.
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? "");
  }
  if (control.type === "checkbox") return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue || control.validity.badInput;
}

/**
 * The filter's page half, loaded by ClassFilter.astro's script when a family first
 * reaches for the filter (or arrives on a link that carries one): it reads the rows'
 * data attributes, applies the choice from the URL and the form, shows the count, the
 * removable chips and any age problem, keeps the choice in the URL and in the links to
 * neighbouring weeks, and brings the first result on screen. `pending` is a Weekdays tap
 * made while this module was loading, replayed once it can be handled; `reached`, whether
 * the family reached for the filter (focus, a tap, the disclosure) before it loaded.
 */
export function startClassFilter(box: HTMLElement, pending: EventTarget | null, reached: boolean): void {
  const form = box.querySelector("form")!;
  const $ = <T extends Element>(selector: string) => box.querySelector<T>(selector)!;
  const details = $<HTMLDetailsElement>("details");
  const rows = [...document.querySelectorAll<HTMLElement>("[data-meets]")];
  const items = rows.map((row) => readFilterable(row.dataset));
  const groups = [...document.querySelectorAll<HTMLElement>("[data-class-group]")];
  const status = $("[data-filter-status]");
  const problem = $("[data-age-problem]");
  const chips = $("[data-filter-chips]");
  const weekdays = box.querySelector<HTMLElement>("[data-weekdays]");
  const noMatch = document.querySelector<HTMLElement>("[data-no-match]");
  const age = form.elements.namedItem("age") as HTMLInputElement;
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[name]")];
  // The filter's sentences in the page's language, made by the build (src/site/script-words.ts).
  const words = JSON.parse(box.dataset.words!) as FilterWords;
  // Links to the neighbouring weeks (and to a long group's own page) keep the family's choice.
  const kept = [...document.querySelectorAll<HTMLAnchorElement>("main a[rel=prev], main a[rel=next], [data-keep-filter] a")].map((link) => [link, link.href] as const);
  const now = new Date();
  const today = new Date(now.getTime() - now.getTimezoneOffset() * 6e4).toISOString().slice(0, 10);
  // The links to the rest of a list and the cards' next sessions, recounted with each choice.
  const recount = filterRecounts(words.locale);

  // A shared link arrives filtered, unless the family already chose on the form while this module
  // loaded: then the form as they left it is their choice, and nothing they did is undone.
  if (!controls.some(changedOnPage)) {
    const params = new URLSearchParams(location.search);
    for (const control of controls) {
      const chosen = params.getAll(control.name);
      if (control.type === "checkbox") (control as HTMLInputElement).checked = chosen.includes(control.value);
      else if (chosen[0] !== undefined) control.value = chosen[0];
    }
  }
  // The link's chips and count say it is filtered, and the list comes first; a form the family
  // has reached for stays open under their finger or focus.
  if (location.search && !reached) details.open = false;

  // A chip names a choice as the form shows it: "Saturday", "Age 5", "Born Jun 1, 2021", a category's name
  // (a text field's `data-chip` has a `{value}` slot).
  const chipFor = (control: HTMLInputElement | HTMLSelectElement, bornText: string) => {
    const item = document.createElement("li");
    const button = item.appendChild(document.createElement("button"));
    const value = control.type === "date" ? bornText : control.value;
    const label = control instanceof HTMLSelectElement ? control.selectedOptions[0]!.text : fillSlots(control.dataset.chip!, { value });
    button.type = "button";
    button.className = "chip";
    button.textContent = label;
    button.ariaLabel = fillSlots(words.removeChip, { label });
    button.onclick = () => {
      if (control.type === "checkbox") (control as HTMLInputElement).checked = false;
      else control.value = "";
      apply(true);
    };
    return item;
  };

  const apply = (scroll: boolean) => {
    const data = new FormData(form);
    // A number field reads "" for what is not a number ("e", "--"): that is a problem, not "any age".
    const filter = readFilter((name) => (name === "age" && age.validity.badInput ? ["?"] : data.getAll(name).map(String)));
    const bornText = filter.born && new Date(`${filter.born}T12:00`).toLocaleDateString(document.documentElement.lang, { dateStyle: "medium" });
    const outcome = applyFilter(items, filter, { today, words, bornText });
    rows.forEach((row, index) => (row.hidden = !outcome.shown[index]));
    for (const group of groups) group.hidden = !group.querySelector("[data-meets]:not([hidden])");
    status.textContent = outcome.summary;
    problem.textContent = filter.ageProblem ? words.ageProblem : "";
    age.ariaInvalid = String(filter.ageProblem);
    if (noMatch) noMatch.hidden = outcome.shownCount > 0;
    chips.replaceChildren(...controls.filter((control) => (control.type === "checkbox" ? (control as HTMLInputElement).checked : control.value)).map((control) => chipFor(control, bornText)));
    const query = filterQuery(filter).toString();
    const search = query ? `?${query}` : "";
    if (search !== location.search) history.replaceState(null, "", `${location.pathname}${search}${location.hash}`);
    for (const [link, href] of kept) link.href = href + search;
    recount(filter, search, today);
    const first = rows.find((row) => !row.hidden);
    const place = first?.getBoundingClientRect();
    if (scroll && place && (place.top < 0 || place.bottom > innerHeight)) {
      first!.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    }
  };

  form.oninput = () => apply(true);
  form.onsubmit = (event) => {
    event.preventDefault();
    apply(true);
  };
  // The reset event fires before the fields are cleared.
  form.onreset = () => setTimeout(apply, 0, true);
  if (weekdays) {
    weekdays.onclick = () => {
      for (const control of controls) if (control.name === "day") (control as HTMLInputElement).checked = WEEKDAYS.includes(Number(control.value));
      apply(true);
    };
  }
  if (pending && pending === weekdays) weekdays.click();
  else apply(pending !== null);
}
