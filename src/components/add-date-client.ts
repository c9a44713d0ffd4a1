import { calendarFile } from "../page-rules/calendar-file.ts";
import { readPlanData, type PlanData } from "../page-rules/plan-data.ts";
import { sessionAt, sessionEntry } from "../page-rules/plan-calendar.ts";
import { routes } from "../site/routes.ts";
import { addedTime } from "./add-date-rows.ts";
import { downloadCalendarFile } from "./calendar-download.ts";

/**
 * A row's "Add this date to your calendar" (AddDate.astro): the session found in the
 * planner's data file by its class (`addedClass`, here: only the tap needs it, so the loader
 * stays within its 512 B) and its start (`addedTime`, add-date-rows.ts), made into one event by the planner's calendar
 * module, handed over as a file. Loaded on the first tap, with the data file; when either
 * fails, or the data no longer has the session, the button goes and the row stands as built.
 */
let data: Promise<PlanData | null> | null = null;

/**
 * The class whose date it adds, by its page's address: its list's or its paragraph's `data-add-class`
 * (SessionList.astro, a trial's card), the address the page is or links (a uuid there cost 30 B a trial card).
 */
const addedClass = (button: HTMLElement): string => button.closest<HTMLElement>("[data-add-class]")?.dataset.addClass ?? "";

export async function addDate(button: HTMLElement): Promise<void> {
  // The language's own data file: the build's base is in the address (`routes`, from import.meta.env.BASE_URL).
  data ??= fetch(routes.planData)
    .then((response) => (response.ok ? response.json() : null))
    .then(readPlanData)
    .catch(() => null);
  const found = await data;
  const hit = found && sessionAt(found, addedClass(button), addedTime(button)?.dateTime ?? "");
  if (!found || !hit) {
    button.hidden = true;
    return;
  }
  const entry = sessionEntry(hit.cls, hit.session, location.origin, null);
  const text = calendarFile([entry], { name: null, stamp: new Date().toISOString(), language: found.locale.slice(0, 2) });
  downloadCalendarFile(text, `${hit.cls.href.split("/").filter(Boolean).pop() ?? "class"}-${hit.session.date}.ics`);
}
