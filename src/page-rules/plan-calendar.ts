import type { CalendarEntry } from "./calendar-file.ts";
import { pickSessions, resolvePick, type PlanClass, type PlanData, type PlanSession, type PlanTrial } from "./plan-data.ts";
import type { Plan } from "./plan-rules.ts";

/**
 * The planner's sessions as calendar entries (src/page-rules/calendar-file.ts): a whole plan's,
 * and one date from a row. Apart from the planner's other rules so a row's "Add this date"
 * loads only this, the data file's reader and the calendar module on its first tap.
 */

/**
 * One session of a class as a calendar file's entry (src/page-rules/calendar-file.ts): the
 * planner's, once per child who goes, and a row's "Add this date to your calendar", for
 * nobody in particular (`child` null). The UID is the class, the date, the start and the
 * child: adding the same row's date again updates its one event, and the plan's file its own per child.
 * These UIDs are not the class feed's (`eventUid` of the session id, which the data file does not
 * carry), so a family subscribed to the feed sees the date there as a separate event.
 */
export function sessionEntry(
  cls: PlanClass,
  session: PlanSession,
  origin: string,
  child: { readonly key: string; readonly name: string } | null,
  trial?: Pick<PlanTrial, "id" | "name">,
): CalendarEntry {
  const time = session.start?.slice(11, 16).replace(":", "") ?? "day";
  // A trial's session is its own event, named for the trial: the same date of the class planned too is another.
  const name = trial?.name ?? cls.name;
  return {
    uid: `${trial ? `${trial.id}-` : ""}${cls.id}-${session.date}-${time}${child === null ? "" : `-${child.key}`}@plan`,
    summary: child === null ? name : `${name} (${child.name})`,
    date: session.date,
    start: session.start,
    end: session.end,
    location: cls.place,
    url: origin + cls.href,
    description: cls.when.join("\n") || null,
    cancelled: session.cancelled,
  };
}

/**
 * The session a row's calendar link names: the class by its page's address (which the row's page
 * states anyway, so it costs a row next to nothing), the session by its start as the
 * row's `<time datetime>` gives it (the decided ISO reading, or the date of a session with no
 * time). Null when the data no longer has it.
 */
export function sessionAt(data: Pick<PlanData, "classes">, classHref: string, datetime: string): { readonly cls: PlanClass; readonly session: PlanSession } | null {
  const cls = data.classes.find((candidate) => candidate.href === classHref);
  const session = cls?.sessions.find((candidate) => (candidate.start ?? candidate.date) === datetime);
  return cls && session ? { cls, session } : null;
}

/**
 * Exactly the planned sessions as the calendar file's entries, each once per child, soonest
 * first: every session of a session-based class through its published dates (cancelled ones
 * included, marked), the chosen ones of a drop-in, the ones a trial covers. `childName` names the child as the page
 * does; `origin` makes the class pages' links absolute.
 */
export function planEntries(plan: Pick<Plan, "picks">, data: Pick<PlanData, "classes" | "trials">, childName: (key: string) => string, origin: string): CalendarEntry[] {
  return plan.picks
    .flatMap((pick) => {
      const found = resolvePick(pick, data);
      if (!found) return [];
      const { cls, trial } = found;
      return pickSessions(cls, pick).map((session) => sessionEntry(cls, session, origin, { key: pick.child, name: childName(pick.child) }, trial));
    })
    .sort((a, b) => (a.start ?? a.date) < (b.start ?? b.date) ? -1 : (a.start ?? a.date) > (b.start ?? b.date) ? 1 : a.uid < b.uid ? -1 : 1);
}
