import morphdom from "morphdom";
import { downloadCalendarFile } from "./calendar-download.ts";
import { planEntries } from "../page-rules/plan-calendar.ts";
import { addable, isDated, readPlanData, resolvePick, type Charge, type PlanClass, type PlanData, type PlanTrial } from "../page-rules/plan-data.ts";
import { readAddFragment } from "../page-rules/plan-add-link.ts";
import { withLiveAnswer } from "../page-rules/plan-live.ts";
import { parsePlan, planFragment, planFromFragment, readPlan } from "../page-rules/plan-link.ts";
import {
  ageMatch,
  attended,
  billedOtherwise,
  chargeCost,
  classFitsFreeTime,
  conflicts,
  EMPTY_PLAN,
  fitsFreeTime,
  freeTimesOf,
  fullDates,
  isEmptyPlan,
  MOST_CHILDREN,
  outsideFreeTimes,
  planCost,
  plannedSessions,
  weekdayOfDate,
  withStart,
  trialDates,
  type Child,
  type Conflict,
  type Cost,
  type Plan,
} from "../page-rules/plan-rules.ts";
import { classLiveSource, LIVE_ANSWER_EVENT, LIVE_REFRESH_EVENT, type LiveStates } from "../core/live-events.ts";
import { agesBesideName } from "../page-rules/names.ts";
import { storageOrMemory } from "../core/page-storage.ts";
import { WEEKDAYS } from "../page-rules/class-filters.ts";
import { fillSlots } from "../i18n/page-messages.ts";

/**
 * The planner's page half on /plan/ (src/pages/plan/index.astro): it fetches the data file,
 * reads the plan from a share link's fragment or from this site's localStorage, and draws
 * the children, their free times, suggestions, the week with its warnings, the cost and the
 * next steps, all from the rules in src/page-rules/plan-rules.ts. Everything is built with
 * DOM calls and textContent (the page policy allows no HTML from strings), so a name a family
 * types, or one in a hostile link, is only ever text.
 *
 * Each change draws the whole plan again, and morphdom lays the new drawing onto the page,
 * keeping every element that is still there: the field being typed in keeps its focus and
 * caret, and a button a finger is already on stays the button the tap ends on (replacing the
 * body made the first tap after typing do nothing, since a field's change fires as the tap begins).
 */

const STORAGE_KEY = "studio-plan";
/** How many suggestions a child gets: the best few, not the whole catalog. */
const SUGGESTIONS = 8;

interface Day {
  readonly weekday: number;
  readonly short: string;
  readonly long: string;
}

type Words = Readonly<Record<string, string>>;

/** A name of the studio's, marked with `lang` (the API's language) where the page gives it untranslated, as the pages mark it (`PlanClass.nameLang`). */
const studio = (text: string, lang: string | undefined): Node | string => (lang ? el("span", { lang }, text) : text);

/** An element with its text and attributes, and children. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>> = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function button(label: string, onClick: () => void, className = "button button--secondary button--small"): HTMLButtonElement {
  const node = el("button", { type: "button", class: className }, label);
  node.onclick = onClick;
  return node;
}

export function startPlanner(box: HTMLElement): void {
  const words = JSON.parse(box.dataset.words!) as Words;
  const days = JSON.parse(box.dataset.days!) as Day[];
  const body = box.querySelector<HTMLElement>("[data-plan-body]")!;
  const status = box.querySelector<HTMLElement>("[data-plan-status]")!;
  const toast = box.querySelector<HTMLElement>("[data-plan-toast]")!;
  const close = box.querySelector<HTMLButtonElement>("[data-plan-close]")!;
  const locale = document.documentElement.lang || "en-US";
  const storage = storageOrMemory(() => window.localStorage);
  const w = (key: string, slots: Record<string, string> = {}) => fillSlots(words[key] ?? key, slots);

  const shared = planFromFragment(location.hash);
  const adding = readAddFragment(location.hash);
  const stored = parsePlan(storage.getItem(STORAGE_KEY));
  let plan: Plan = shared ?? stored;
  let data: PlanData | null = null;
  /** What the live layer's answers say (live spots on), the newest for each hook: the plan is decided with it. */
  let live: LiveStates = {};
  // A shared plan opened where no plan is kept becomes this browser's plan at once, so the
  // "Add to plan" of a class page it goes on to adds to it; one that would replace a plan
  // kept here waits for a change, which says the family means it.
  const keepShared = shared !== null && isEmptyPlan(stored);
  if (keepShared) {
    storage.setItem(STORAGE_KEY, JSON.stringify(plan));
    // Kept: a reload or Back shows this browser's plan, never the link's copy over the family's changes.
    history.replaceState(null, "", location.pathname + location.search);
  }
  let note = shared ? w(keepShared ? "sharedKept" : "shared") : "";
  let pending = adding;
  /**
   * Each child's suggestions in the order the family's last change drew them. A drawing for a live
   * answer keeps it: a class that filled says "Full" where it is, and moves below those with room
   * at the family's next change, never under a thumb (no layout shift when spots arrive).
   */
  const order = new Map<string, string[]>();
  /** How many suggestions each child is shown, once "More classes" was tapped. */
  const shown = new Map<string, number>();
  /** Whether the share link carries the children's names (the family's choice, off until ticked). */
  let shareNames = false;
  /** The field a change came from: the one on the page, which may be an element of an earlier drawing. */
  const fieldOf = (event: Event) => event.currentTarget as HTMLInputElement;

  /** What was just done, said in the bar at the foot of the screen (a live region): "Hip Hop Kids is in Maya's plan." */
  const say = (...parts: (Node | string)[]) => {
    toast.replaceChildren(...parts);
    // The bar stays until the next change or until it is closed: its "Undo" waits for the family, never for a clock.
    // Its Close button sits outside the live region, so what is said is not followed by "Close".
    close.hidden = parts.length === 0;
    // Nothing the keyboard reaches is left under the bar while it shows.
    document.documentElement.style.scrollPaddingBottom = parts.length > 0 ? "8rem" : "";
  };

  /** The control the keyboard is on inside the planner, before a change takes it away. */
  const inUse = () => (document.activeElement instanceof HTMLElement && (body.contains(document.activeElement) || toast.contains(document.activeElement)) ? document.activeElement : null);

  const save = (next: Plan, ...said: (Node | string)[]) => {
    const focused = inUse();
    plan = readPlan(next);
    storage.setItem(STORAGE_KEY, JSON.stringify(plan));
    note = "";
    say(...said);
    draw(focused);
  };

  const childName = (child: Child | undefined) => {
    if (!child) return "";
    return child.name || w("childNumber", { number: String(plan.children.indexOf(child) + 1) });
  };
  const childOf = (key: string) => plan.children.find((child) => child.key === key);
  const newKey = () => "abcdefghijklmnopqrstuvwxyz".split("").find((key) => !plan.children.some((child) => child.key === key)) ?? String(Date.now() % 1e6);

  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(`1970-01-01T${iso.slice(11, 16)}:00Z`));
  const dateText = (date: string) => new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  const money = (cents: number) => {
    const currency = data?.currency;
    const format = currency ? new Intl.NumberFormat(locale, { style: "currency", currency }) : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return format.format(Math.round(cents) / 100);
  };
  const costText = (cost: Cost) => {
    const parts = [];
    if (cost.monthly > 0 || (cost.once === 0 && !cost.unpriced)) parts.push(w("perMonth", { amount: money(cost.monthly) }));
    if (cost.once > 0) parts.push(w("once", { amount: money(cost.once) }));
    if (cost.unpriced) parts.push(w("priceOnRegistration"));
    return parts.join(" · ");
  };

  /** Adds a class for a child: a drop-in takes the chosen date, else its next session with room that fits the child's free times. */
  const addPick = (childKey: string, cls: PlanClass, date: string | null) => {
    let dates: string[] | undefined;
    if (cls.dropIn) {
      const free = freeTimesOf(plan, childKey);
      const open = cls.sessions.filter((session) => !session.cancelled && !session.full);
      const chosen = date ?? (open.find((session) => free.length === 0 || fitsFreeTime(session, free)) ?? open[0])?.date;
      dates = chosen ? [chosen] : [];
    }
    const same = (pick: Plan["picks"][number]) => pick.child === childKey && pick.classId === cls.id && pick.trial === undefined;
    const others = plan.picks.filter((pick) => !same(pick));
    const existing = plan.picks.find(same);
    const merged = dates && existing?.dates ? [...new Set([...existing.dates, ...dates])].sort() : dates;
    save({ ...plan, picks: [...others, merged ? { child: childKey, classId: cls.id, dates: merged } : { child: childKey, classId: cls.id }] }, ...addedWords(cls.name, childKey));
  };

  /** Adds a trial for a child, starting on `start`: its class's sessions it covers from then, at its own price. */
  const addTrial = (childKey: string, trial: PlanTrial, cls: PlanClass, start: string) => {
    const others = plan.picks.filter((pick) => !(pick.child === childKey && pick.trial === trial.id));
    save({ ...plan, picks: [...others, { child: childKey, classId: cls.id, trial: trial.id, dates: trialDates(cls, trial, start) }] }, ...addedWords(trial.name, childKey));
  };
  /** What a pick is called: a trial by its own name, a class by its. */
  const pickName = ({ cls, trial }: { readonly cls: PlanClass; readonly trial: PlanTrial | undefined }) => trial?.name ?? cls.name;
  /** "Hip Hop Kids is in Maya's plan. See the week": what an add says in the bar. */
  const addedWords = (title: string, childKey: string) => [w("added", { class: title, name: childName(childOf(childKey)) }), " ", el("a", { href: "#plan-week" }, w("seeWeek"))];

  function childrenSection(): HTMLElement {
    const section = el("section", { "aria-labelledby": "plan-children", "data-plan-screen-only": "" }, el("h2", { id: "plan-children" }, w("children")));
    plan.children.forEach((child, index) => {
      const update = (changes: Partial<Child>) => save({ ...plan, children: plan.children.map((other) => (other.key === child.key ? { ...other, ...changes } : other)) });
      const name = el("input", { type: "text", autocomplete: "off", value: child.name, maxlength: "40" });
      name.onchange = (event) => update({ name: fieldOf(event).value.trim() });
      const age = el("input", { type: "number", inputmode: "numeric", min: "0", max: "99", step: "1", value: child.age === null ? "" : String(child.age) });
      const ageOf = (value: string) => (/^\d{1,2}$/.test(value) ? Number(value) : null);
      // Each digit typed counts (the suggestions follow as the age is typed); what is no age yet waits until the field is left.
      age.oninput = (event) => (fieldOf(event).value === "" || ageOf(fieldOf(event).value) !== null) && update({ age: ageOf(fieldOf(event).value) });
      age.onchange = (event) => update({ age: ageOf(fieldOf(event).value) });
      const born = el("input", { type: "date", value: child.born });
      born.onchange = (event) => update({ born: fieldOf(event).value });
      const label = childName(child);
      section.append(
        el(
          "fieldset",
          { "data-plan-child": child.key, "data-key": `child-${child.key}` },
          el("legend", {}, label),
          el("label", {}, w("childName"), name),
          el("label", {}, w("childAge"), age),
          el("label", {}, w("childBorn"), born),
          button(w("removeChild", { name: label }), () =>
            save(
              { ...plan, children: plan.children.filter((other) => other.key !== child.key), picks: plan.picks.filter((pick) => pick.child !== child.key), free: plan.free.filter((window) => window.child !== child.key) },
              w("removedChild", { name: label }),
            ),
          ),
        ),
      );
      if (index === plan.children.length - 1) name.dataset.last = "";
    });
    if (plan.children.length < MOST_CHILDREN) {
      section.append(
        button(w("addChild"), () => {
          save({ ...plan, children: [...plan.children, { key: newKey(), name: "", age: null, born: "" }] });
          body.querySelector<HTMLInputElement>("[data-last]")?.focus();
        }, "button"),
      );
    } else section.append(el("p", { class: "muted" }, w("mostChildren")));
    return section;
  }

  function freeSection(): HTMLElement {
    const section = el("section", { "aria-labelledby": "plan-free", "data-plan-screen-only": "" }, el("h2", { id: "plan-free" }, w("free")), el("p", { class: "small muted" }, w("freeHint")));
    plan.free.forEach((window, index) => {
      const replace = (changes: Partial<typeof window>) => save({ ...plan, free: plan.free.map((other, at) => (at === index ? { ...other, ...changes } : other)) });
      const option = (value: string, label: string) => el("option", { value, selected: value === window.child ? "" : undefined }, label);
      const who = el("select", {}, option("", w("everyone")), ...plan.children.map((child) => option(child.key, childName(child))));
      who.onchange = (event) => replace({ child: fieldOf(event).value });
      // "Weekdays" at once, as the filter offers it: five taps fewer for "Mon–Fri after 4".
      const chips = el("div", { class: "chip-row", role: "group", "aria-label": w("freeDays") }, button(w("weekdays"), () => replace({ days: [...WEEKDAYS] })));
      for (const day of days) {
        const box = el("input", { type: "checkbox", value: String(day.weekday), "aria-label": day.long });
        box.checked = window.days.includes(day.weekday);
        box.onchange = (event) => {
          const field = fieldOf(event);
          const chosen = field.checked ? [...window.days, day.weekday] : window.days.filter((other) => other !== day.weekday);
          if (chosen.length > 0) replace({ days: chosen });
          else field.checked = true;
        };
        chips.append(el("label", {}, box, day.short));
      }
      const from = el("input", { type: "time", value: window.from });
      from.onchange = (event) => fieldOf(event).value && replace(withStart(window, fieldOf(event).value));
      const until = el("input", { type: "time", value: window.until });
      until.onchange = (event) => fieldOf(event).value && replace({ until: fieldOf(event).value });
      section.append(
        el(
          "fieldset",
          { "data-plan-free": "" },
          el("legend", {}, `${window.days.map((day) => days.find((entry) => entry.weekday === day)?.short).join(", ")} ${time(`0000-00-00T${window.from}`)}–${time(`0000-00-00T${window.until}`)}`),
          el("label", {}, w("freeFor"), who),
          chips,
          el("label", {}, w("freeFrom"), from),
          el("label", {}, w("freeUntil"), until),
          button(w("removeFree"), () => save({ ...plan, free: plan.free.filter((_, at) => at !== index) })),
        ),
      );
    });
    section.append(button(w("addFree"), () => save({ ...plan, free: [...plan.free, { child: "", days: [6], from: "08:00", until: "12:00" }] })));
    return section;
  }

  /** "Leo is outside the ages of Tap I (Ages 6–9)." when he is; "Ballet I (Ages 5–7)" names its ages already, said once. */
  const outOfAge = (child: Child, cls: PlanClass, title: string, found: PlanData): string | null => {
    if (ageMatch(child, cls, found.today) !== "out") return null;
    const ages = agesBesideName(title, cls.ages);
    return w(ages ? "outOfAge" : "outOfAgeNamed", { name: childName(child), class: title, ages: ages ?? "" });
  };

  /** "Add <class> to the plan for:" a button per child, for a class named by an add link. */
  function pendingSection(found: PlanData): HTMLElement | null {
    if (!pending) return null;
    // An add link names a class, or a trial (from its card on /trials/, with the date it would start).
    const trial = found.trials.find((candidate) => candidate.id === pending!.classId);
    const cls = found.classes.find((candidate) => candidate.id === (trial?.classId ?? pending!.classId));
    if (!cls) return el("p", { class: "notice", role: "status" }, w("gone"));
    const name = pickName({ cls, trial });
    if (plan.children.length === 0) return el("p", { class: "notice", role: "status" }, w("addChildFirst", { class: name }));
    const date = pending.date;
    // A trial's start options: the date its card named first, any other it can start on to choose.
    // Kept in `pending`, so a redraw (a name typed meanwhile) keeps the date chosen.
    const start = trial ? (date !== null && trial.starts.includes(date) ? date : trial.starts[0]!) : null;
    const starts = trial
      ? el("label", {}, w("trialStart"), (() => {
          const select = el("select", {}, ...trial.starts.map((option) => el("option", { value: option, selected: option === start ? "" : undefined }, dateText(option))));
          select.onchange = (event) => (pending = { ...pending!, date: fieldOf(event).value });
          return select;
        })())
      : null;
    const outside = plan.children.map((child) => outOfAge(child, cls, name, found));
    return el(
      "section",
      { class: "card card--accent", "aria-labelledby": "plan-pending", "data-plan-screen-only": "" },
      el("h2", { id: "plan-pending" }, w("forWhich", { class: name })),
      starts,
      // A child outside the class's ages can still be chosen (a family may know better), said before the tap, not only after.
      el("div", { class: "chip-row" }, ...plan.children.map((child, index) => button(childName(child), () => {
        pending = null;
        history.replaceState(null, "", location.pathname + location.search);
        if (trial && start) addTrial(child.key, trial, cls, start);
        else addPick(child.key, cls, date);
      }, outside[index] ? "button button--secondary" : "button"))),
      ...outside.filter((line) => line !== null).map((line) => el("p", { class: "small muted" }, line)),
    );
  }

  /** A session's times of day: "2:00 PM – 3:00 PM", or its start alone; "" for one with no time yet. */
  const timeRange = (session: PlanClass["sessions"][number]) => (session.start ? (session.end ? `${time(session.start)} – ${time(session.end)}` : time(session.start)) : "");
  /** A session's day and time as a row says it: "Sat, Nov 28 2:00 PM – 3:00 PM". */
  const sessionText = (session: PlanClass["sessions"][number]) => [dateText(session.date), timeRange(session)].filter(Boolean).join(" ");

  /** A class as its page sums it up; one with no weekly pattern (a workshop, an event) by its next date. */
  function classLines(cls: PlanClass): HTMLElement[] {
    const next = cls.sessions.find((session) => !session.cancelled);
    const when = cls.when.length > 0 ? cls.when : next ? [sessionText(next)] : [];
    // The place links its card on /locations/ (address, map): whether it is too far is the family's to judge.
    const ages = agesBesideName(cls.name, cls.ages);
    const place = cls.place && (cls.placeHref ? el("a", { href: cls.placeHref }, studio(cls.place, cls.placeLang)) : studio(cls.place, cls.placeLang));
    return [
      el("p", {}, el("a", { href: cls.href }, el("strong", {}, studio(cls.name, cls.nameLang))), ages ? ` · ${ages}` : ""),
      // Two weekly lines read as two ("Mon · 5:00 PM – 6:00 PM · 1 hr; Wed · …"), as the class page lists them.
      el("p", { class: "small" }, when.join("; "), when.length > 0 && place ? " · " : "", place),
      // With live spots on, the page's live layer (LiveSpots.astro) brings the spots up to date after each drawing.
      el("p", { class: "small", "data-live-capacity": data?.live ? classLiveSource(cls.id) : undefined }, cls.price, cls.price && cls.spots ? " · " : "", cls.spots && el("span", { "data-live-spots": "" }, cls.spots)),
    ];
  }

  /** What a pick costs in the plan's terms, when its price is billed otherwise: "$22.00/week" is about "$95.33 a month"; a drop-in by its dates. */
  const pickCost = (charge: Charge, sessions: number): string | null => (billedOtherwise(charge) ? costText(chargeCost(charge, sessions)) : null);

  /** `keepOrder`: a drawing for a live answer, which keeps the order the last change drew (`order`). */
  function suggestionsFor(child: Child, found: PlanData, keepOrder: boolean): HTMLElement {
    const name = childName(child);
    const section = el("section", { "aria-labelledby": `plan-suggest-${child.key}`, "data-plan-suggestions": child.key }, el("h3", { id: `plan-suggest-${child.key}` }, w("suggestions", { name })));
    // With no age, every class would "fit", the adults' too: ask for it first.
    if (child.age === null && child.born === "") {
      section.append(el("p", { class: "muted" }, w("ageFirst", { name })));
      return section;
    }
    const free = freeTimesOf(plan, child.key);
    const planned = plannedSessions({ picks: plan.picks.filter((pick) => pick.child === child.key) }, found);
    const taken = new Set(plan.picks.filter((pick) => pick.child === child.key).map((pick) => pick.classId));
    const fits = found.classes.filter((cls) => {
      if (taken.has(cls.id) || !addable(cls.access)) return false;
      if (ageMatch(child, cls, found.today) !== "match" || !classFitsFreeTime(cls, free)) return false;
      const trial = plannedSessions({ picks: [{ child: child.key, classId: cls.id, dates: cls.dropIn ? cls.sessions.map((session) => session.date) : undefined }] }, found);
      return !conflicts([...planned, ...trial].sort((a, b) => a.from - b.from), 0).some((conflict) => conflict.kind === "clash");
    });
    // Classes with room first, full ones after with their own words (spec 2.2 rule 3).
    fits.sort((a, b) => Number(a.access !== "open") - Number(b.access !== "open"));
    const drawn = order.get(child.key);
    if (keepOrder && drawn) {
      // Where each was drawn; one not drawn before goes last.
      const place = (id: string) => {
        const at = drawn.indexOf(id);
        return at === -1 ? drawn.length : at;
      };
      fits.sort((a, b) => place(a.id) - place(b.id));
    } else order.set(child.key, fits.map((cls) => cls.id));
    if (fits.length === 0) section.append(el("p", { class: "muted" }, w("noSuggestions", { name })));
    const list = el("ul", { class: "plain-list" });
    const count = shown.get(child.key) ?? SUGGESTIONS;
    for (const cls of fits.slice(0, count)) {
      list.append(el("li", { class: "planner__item", "data-key": `suggest-${child.key}-${cls.id}` }, ...classLines(cls), button(w("addFor", { name }), () => addPick(child.key, cls, null))));
    }
    section.append(list);
    if (fits.length > count) {
      section.append(button(w("more", { name }), () => {
        shown.set(child.key, count + SUGGESTIONS);
        say();
        draw();
        // The keyboard goes on at the first class just shown (the button may have gone with the last of them).
        body.querySelectorAll<HTMLElement>(`[data-plan-suggestions="${child.key}"] li button`)[count]?.focus();
      }));
    }
    return section;
  }

  function conflictText(conflict: Conflict, found: PlanData): string {
    const nameOf = (id: string) => found.classes.find((cls) => cls.id === id)?.name ?? "";
    const date = dateText(conflict.first.session.date);
    const first = nameOf(conflict.first.classId);
    const second = nameOf(conflict.second.classId);
    if (conflict.kind === "clash") return w("clash", { name: childName(childOf(conflict.first.child)), first, second, date });
    if (conflict.kind === "household") return w("household", { first, firstName: childName(childOf(conflict.first.child)), second, secondName: childName(childOf(conflict.second.child)), date });
    return w("tight", { minutes: String(conflict.gap), first, second, date });
  }

  /** Each warning once: a clash on every Friday is one line, dated the first time. */
  function warnings(found: PlanData): string[] {
    // A set: two picks of one full class warn once.
    const lines = new Set<string>();
    if (plan.picks.some((pick) => !resolvePick(pick, found))) lines.add(w("gone"));
    for (const pick of plan.picks) {
      const picked = resolvePick(pick, found);
      const child = childOf(pick.child);
      if (!picked || !child) continue;
      const { cls } = picked;
      const title = pickName(picked);
      const ageLine = outOfAge(child, cls, title, found);
      if (ageLine) lines.add(ageLine);
      if (cls.access === "full") lines.add(w("full", { class: title, spots: cls.spots ?? cls.next?.label ?? "" }));
      if (cls.access === "invitation") lines.add(w("invitation", { class: title }));
      if (cls.access === "closed") lines.add(w("closed", { class: title }));
      // A drop-in date added from a full row, or a session outside the child's free times: said once a pick, at its first date.
      const full = fullDates(cls, pick)[0];
      if (full) lines.add(w("fullDate", { class: title, date: dateText(full.date) }));
      const outside = outsideFreeTimes(cls, pick, freeTimesOf(plan, child.key))[0];
      if (outside) lines.add(w("outsideFree", { class: title, date: sessionText(outside), name: childName(child) }));
    }
    const seen = new Set<string>();
    for (const conflict of conflicts(plannedSessions(plan, found), plan.transfer)) {
      const key = `${conflict.kind} ${conflict.first.child} ${conflict.first.classId} ${conflict.second.child} ${conflict.second.classId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.add(conflictText(conflict, found));
    }
    return [...lines];
  }

  function weekSection(found: PlanData): HTMLElement {
    const section = el("section", { "aria-labelledby": "plan-week", "data-plan-week": "" }, el("h2", { id: "plan-week", tabindex: "-1" }, w("week")));
    // The week as it repeats: each planned class's times of day on each weekday, once.
    const slots = new Map<string, { weekday: number; start: string; parts: (Node | string)[] }>();
    for (const pick of plan.picks) {
      const picked = resolvePick(pick, found);
      if (!picked) continue;
      const { cls } = picked;
      for (const session of attended(cls, pick)) {
        const weekday = weekdayOfDate(session.date);
        // A drop-in or a trial is the dates chosen, not a weekly class: its line says which date.
        const when = session.start && !isDated(cls, pick) ? timeRange(session) : sessionText(session);
        const named = picked.trial ?? cls;
        const child = childName(childOf(pick.child));
        slots.set(`${weekday} ${when} ${named.name} ${child} ${cls.place}`, {
          weekday,
          start: session.start?.slice(11, 16) ?? "",
          parts: [`${when} · `, studio(named.name, named.nameLang), ` · ${child}`, ...(cls.place ? [" · ", studio(cls.place, cls.placeLang)] : [])],
        });
      }
    }
    if (slots.size === 0) section.append(el("p", { class: "muted" }, w("weekEmpty")));
    for (const day of days) {
      const today = [...slots.values()].filter((slot) => slot.weekday === day.weekday).sort((a, b) => (a.start < b.start ? -1 : 1));
      if (today.length === 0) continue;
      section.append(el("h3", {}, day.long), el("ul", {}, ...today.map((slot) => el("li", {}, ...slot.parts))));
    }
    const lines = warnings(found);
    // The list is there from the start (a live region announces what is added to it); its heading only with something under it.
    section.append(
      lines.length > 0 ? el("h3", {}, w("warnings")) : "",
      el("ul", { class: "planner__warnings", "data-plan-warnings": "", "aria-live": "polite" }, ...lines.map((line) => el("li", {}, line))),
    );
    // Each planned class as its page sums it up (days, place, price, spots: whether there is room), for whom, and what it comes to.
    // On screen only: the printed sheet keeps to one page with the week, the cost and where to sign up.
    const planned = el("ul", { class: "plain-list", "data-plan-planned": "", "data-plan-screen-only": "" });
    for (const pick of plan.picks) {
      const picked = resolvePick(pick, found);
      if (!picked) continue;
      const { cls, trial } = picked;
      const name = childName(childOf(pick.child));
      const dates = isDated(cls, pick) ? attended(cls, pick) : [];
      const summary = [name, ...dates.map(sessionText), pick.trial === undefined ? pickCost(cls.charge, dates.length) : null].filter(Boolean).join(" · ");
      // A trial: its own name and price, then its class as the class page sums it up.
      const lines = trial
        ? [el("p", {}, el("a", { href: trial.href }, el("strong", {}, studio(trial.name, trial.nameLang))), ` · ${trial.price}`), ...classLines(cls).slice(0, 2)]
        : classLines(cls);
      planned.append(
        el(
          "li",
          { class: "planner__item", "data-key": `planned-${pick.child}-${cls.id}-${pick.trial ?? ""}` },
          ...lines,
          el("p", { class: "small" }, el("strong", {}, summary)),
          el("span", { "data-plan-screen-only": "" }, button(w("remove", { class: pickName(picked), name }), () => save({ ...plan, picks: plan.picks.filter((other) => other !== pick) }, w("removed", { class: pickName(picked), name })))),
        ),
      );
    }
    if (plan.picks.length > 0) section.append(el("h3", { "data-plan-screen-only": "" }, w("planned")), planned);
    return section;
  }

  function costSection(found: PlanData): HTMLElement {
    const cost = planCost(plan, found);
    const rows = el("dl", { class: "facts", "data-plan-cost": "" });
    for (const entry of cost.children) rows.append(el("dt", {}, childName(childOf(entry.key))), el("dd", {}, costText(entry.cost)));
    for (const season of cost.seasons) rows.append(el("dt", {}, w("seasonItems", { season: season.name })), el("dd", {}, costText(season.cost)));
    rows.append(el("dt", {}, el("strong", {}, w("total"))), el("dd", { "data-plan-total": "" }, el("strong", {}, costText(cost.total))));
    return el("section", { "aria-labelledby": "plan-cost" }, el("h2", { id: "plan-cost" }, w("cost")), el("p", { class: "small muted" }, w("estimate")), rows);
  }

  function stepsSection(found: PlanData): HTMLElement {
    // One step a link: each class it signs up for once, with every child it is for ("Sign up: Hip Hop Kids (Child 1, Child 2)").
    type Step = { action: string; names: string[]; dated?: boolean };
    const steps = new Map<string, Map<string, Step>>();
    for (const pick of plan.picks) {
      const picked = resolvePick(pick, found);
      // A trial starts on its own page ("Start the trial"); a class signs up on its.
      const next = picked && (picked.trial ? picked.trial.next : picked.cls.next);
      if (!picked || !next) continue;
      const classes = steps.get(next.href) ?? new Map<string, Step>();
      steps.set(next.href, classes);
      const title = pickName(picked);
      const entry: Step = classes.get(title) ?? { action: next.label, names: [] };
      classes.set(title, entry);
      // A drop-in's link is its date picker (spec 2.2 rule 1): the step says which dates to pick there.
      const dates = picked.cls.dropIn && !picked.trial ? attended(picked.cls, pick).map((session) => dateText(session.date)) : [];
      entry.names.push([childName(childOf(pick.child)), ...dates].join(" · "));
      // Dates have commas of their own ("Sat, Dec 5"): children with dates are kept apart by semicolons.
      if (dates.length > 0) entry.dated = true;
    }
    const list = el("ul", { class: "plain-list planner__steps" });
    for (const [href, classes] of steps) {
      const text = [...classes].map(([name, entry]) => w("stepFor", { action: entry.action, class: name, name: entry.names.join(entry.dated ? "; " : ", ") })).join("; ");
      const tick = el("input", { type: "checkbox", "aria-label": text });
      tick.checked = plan.done.includes(href);
      tick.onchange = (event) => save({ ...plan, done: fieldOf(event).checked ? [...plan.done, href] : plan.done.filter((link) => link !== href) });
      list.append(el("li", {}, el("label", { class: "planner__check" }, tick, el("a", { href, "data-outbound": "sign-up" }, text))));
    }
    // Printed too, each link with its address: the sheet on the fridge says where to sign up.
    return el("section", { "aria-labelledby": "plan-next" }, el("h2", { id: "plan-next" }, w("nextSteps")), list);
  }

  function takeAlongSection(): HTMLElement {
    const names = el("input", { type: "checkbox" });
    names.checked = shareNames;
    const transfer = el("input", { type: "number", inputmode: "numeric", min: "0", max: "240", step: "5", value: String(plan.transfer) });
    transfer.onchange = (event) => /^\d{1,3}$/.test(fieldOf(event).value) && save({ ...plan, transfer: Math.min(240, Number(fieldOf(event).value)) });
    const share = () => `${location.origin}${location.pathname}#${planFragment(plan, shareNames)}`;
    const link = el("input", { type: "url", readonly: "", "data-plan-link": "", "aria-label": w("copyLink"), value: share() });
    // The handlers find the link and its status on the page: the elements made here may be laid onto ones already there.
    const linkField = () => body.querySelector<HTMLInputElement>("[data-plan-link]")!;
    names.onchange = (event) => {
      shareNames = fieldOf(event).checked;
      linkField().value = share();
    };
    return el(
      "section",
      { "aria-labelledby": "plan-take", "data-plan-screen-only": "" },
      el("h2", { id: "plan-take" }, w("takeAlong")),
      el("label", {}, w("transfer"), transfer),
      el("label", { class: "planner__check" }, names, w("shareNames")),
      link,
      button(w("copyLink"), () => {
        const field = linkField();
        field.value = share();
        field.select();
        void navigator.clipboard?.writeText(field.value).catch(() => undefined);
        body.querySelector("[data-plan-copied]")!.textContent = w("copied");
      }),
      el("p", { class: "small", role: "status", "data-plan-copied": "" }),
      button(w("calendar"), () => void downloadCalendar()),
      button(w("print"), () => print()),
      button(w("clear"), () => {
        // One tap clears, and the bar offers it back: no "are you sure?" before, an undo after.
        const before = plan;
        plan = EMPTY_PLAN;
        try {
          window.localStorage.removeItem(STORAGE_KEY);
        } catch {
          storage.setItem(STORAGE_KEY, "");
        }
        history.replaceState(null, "", location.pathname + location.search);
        say(w("cleared"), " ", button(w("undo"), () => save(before, w("restored")), "button button--small"));
        draw();
      }),
    );
  }

  /** The .ics of exactly the planned sessions, made here: the calendar module loads on this first tap only. */
  async function downloadCalendar(): Promise<void> {
    if (!data) return;
    const { calendarFile } = await import("../page-rules/calendar-file.ts");
    const entries = planEntries(plan, data, (key) => childName(childOf(key)), location.origin);
    const text = calendarFile(entries, { name: `${document.querySelector("h1")?.textContent ?? ""}`, stamp: new Date().toISOString(), language: locale.slice(0, 2) });
    downloadCalendarFile(text, "plan.ics");
  }

  /** Draws the plan; `focused`: the control in use before the change (a save takes it first, as the bar it may be in changes before the drawing). */
  function draw(focused = inUse(), keepOrder = false): void {
    if (!data) return;
    const found = withLiveAnswer(data, live);
    status.textContent = note;
    const suggestions = el("section", { "aria-labelledby": "plan-suggestions", "data-plan-screen-only": "" }, ...plan.children.map((child) => suggestionsFor(child, found, keepOrder)));
    const drawn = el("div");
    drawn.append(
      ...[pendingSection(found), childrenSection(), freeSection(), plan.children.length > 0 ? suggestions : null, weekSection(found), costSection(found), stepsSection(found), takeAlongSection()].filter(
        (node): node is HTMLElement => node !== null,
      ),
    );
    morphdom(body, drawn, {
      childrenOnly: true,
      getNodeKey: (node) => (node instanceof Element ? node.getAttribute("data-key") || node.id || undefined : undefined),
      // An element kept takes the new drawing's handlers: they read this drawing's plan.
      onBeforeElUpdated: (kept, fresh) => {
        kept.onclick = fresh.onclick;
        kept.onchange = fresh.onchange;
        kept.oninput = fresh.oninput;
        return true;
      },
    });
    // The control in use went with the change (an "Add for" the class left, a removed child): the keyboard goes to what was just done.
    if (focused && !focused.isConnected) (toast.childNodes.length > 0 ? toast : status).focus();
    document.dispatchEvent(new Event(LIVE_REFRESH_EVENT));
  }

  // Each answer adds to what is known (a class gone from the drawing keeps its state, so a full one
  // moved down stays down), an older answer never over a newer one (two cached answers may disagree),
  // and the plan is drawn again only when what is known changes: the drawing asks for a refresh,
  // whose answer, a minute fresh, is the same.
  document.addEventListener(LIVE_ANSWER_EVENT, (event) => {
    const known: Record<string, LiveStates[string]> = { ...live };
    let changed = false;
    for (const [source, state] of Object.entries((event as CustomEvent<LiveStates>).detail)) {
      const before = known[source];
      if (before && before.at > state.at) continue;
      changed ||= before?.full !== state.full || before?.spots !== state.spots;
      known[source] = state;
    }
    live = known;
    if (!changed) return;
    draw(inUse(), true);
  });

  close.onclick = () => {
    say();
    // The keyboard goes to the week, which what the bar said was about.
    body.querySelector<HTMLElement>("#plan-week")?.focus();
  };

  // A share or add link opened while /plan/ is already showing changes only the fragment, which loads nothing: read it as a new visit.
  window.addEventListener("hashchange", () => {
    if (planFromFragment(location.hash) !== null || readAddFragment(location.hash) !== null) location.reload();
  });

  void fetch(box.dataset.src!)
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      data = readPlanData(body);
      if (!data) throw new Error("planner data");
      status.textContent = "";
      draw();
    })
    .catch(() => {
      box.hidden = true;
      (box.previousElementSibling as HTMLElement).hidden = false;
    });
}
