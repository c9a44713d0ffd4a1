import type { Snapshot } from "../../core/snapshot.ts";
import type { CalendarClass } from "./session-event.ts";

/** A class that has a page on the site: its id and its page's path (the site's ClassView has both). */
export interface ClassPage {
  readonly id: string;
  readonly href: string;
}

/**
 * The classes the feeds cover: exactly those with a page (current classes, spec 4.1),
 * each with its sessions from the snapshot, its page's absolute URL, and its location
 * record when the locations section was synced (for the address).
 */
export function calendarClasses(snapshot: Snapshot, pages: readonly ClassPage[], siteUrl: string | URL): CalendarClass[] {
  const classes = new Map(snapshot.classes.map((cls) => [cls.id, cls] as const));
  const locationsSynced = snapshot.sections.locations.status === "synced";
  const locations = new Map(snapshot.locations.map((location) => [location.id, location] as const));
  return pages.flatMap((page): CalendarClass[] => {
    const cls = classes.get(page.id);
    if (!cls) return [];
    const location = locationsSynced && cls.location ? (locations.get(cls.location.id) ?? null) : null;
    return [
      {
        cls,
        sessions: snapshot.sessions_by_class[cls.id] ?? [],
        pageUrl: new URL(page.href, siteUrl).href,
        location,
      },
    ];
  });
}
