import { formatLocalDate } from "../core/format.ts";
import { addable, readPlanData } from "../page-rules/plan-data.ts";
import { addFragment } from "../page-rules/plan-add-link.ts";
import { routes } from "../site/routes.ts";

/**
 * "Add to plan" on every row and card of the list (PlanPick.astro), made here on the first tap:
 * each class link of the page's main content is matched to the planner's data by its page's
 * address, and gets a link to /plan/ that adds the class (a drop-in session: its own date, from
 * the row's `<time>`). A class by invitation only, or with nothing to act on, gets none, as on
 * its page. Inside an embed the link opens the whole window, where the plan lives. When the data
 * does not load, the button goes and the list stands as built. A cancelled row's link is not shown
 * (SessionRow.astro's style), also when live spots cancel the row after the build.
 */
export async function startPlanPick(button: HTMLButtonElement): Promise<void> {
  const data = await fetch(routes.planData)
    .then((response) => (response.ok ? response.json() : null))
    .then(readPlanData)
    .catch(() => null);
  const box = button.parentElement!;
  if (!data) {
    box.hidden = true;
    return;
  }
  const byHref = new Map(data.classes.filter((cls) => addable(cls.access)).map((cls) => [cls.href, cls] as const));
  const framed = window.self !== window.top;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("main a.class-link")) {
    const cls = byHref.get(link.getAttribute("href") ?? "");
    const item = link.closest("li, article");
    if (!cls || !item || item.querySelector("[data-plan-add]")) continue;
    const date = cls.dropIn ? (item.querySelector("time")?.dateTime.slice(0, 10) ?? undefined) : undefined;
    const add = document.createElement("a");
    add.className = "button button--small button--secondary";
    add.dataset.planAdd = "";
    add.href = `${routes.plan}#${addFragment(cls.id, date)}`;
    if (framed) add.target = "_top";
    const name = document.createElement("span");
    name.className = "visually-hidden";
    // A drop-in's rows each add their own date: each link says which ("Add to plan: Open Gym, Sun, Dec 6 1:00 PM").
    // The schedule's rows sit under their day's heading, so the date is said here as a row's date is ("Sun, Dec 6").
    const when = date ? `, ${formatLocalDate(date, data.locale, "weekday-short")} ${item.querySelector(".session__time")?.textContent ?? ""}` : "";
    name.textContent = `: ${cls.name}${when}`;
    add.append(button.dataset.add!, name);
    (item.querySelector(".session__status") ?? item).append(add);
  }
  // The button goes and its sentence stays in its place, which keeps the focus, so the next Tab reaches the first row.
  box.textContent = button.dataset.done!;
  box.tabIndex = -1;
  box.focus();
}
