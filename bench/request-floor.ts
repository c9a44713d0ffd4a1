import type { StudioData } from "../src/emulator/index.ts";

export const LIST_PAGE_SIZE = 100;
export const SESSION_PAGE_SIZE = 200;

const pages = (records: number, pageSize: number) => Math.max(1, Math.ceil(records / pageSize));

/**
 * The fewest requests that can mirror `data` (issue 2), counted from the emulator's own
 * data rather than from the sync: 1 for /me, ceil(n/100) per list (at least 1), one
 * detail per season, and ceil(sessions/200) (at least 1) per class that has not ended
 * by the window's first day, counting its sessions inside the window.
 */
export function requestFloor(data: StudioData, window: { from: string; to: string }): number {
  const lists = [
    data.classes,
    data.categories,
    data.trialClasses,
    data.registrations,
    data.membershipTypes,
    data.appointmentServices,
    data.locations,
  ].reduce((sum, list) => sum + pages(list.length, LIST_PAGE_SIZE), 0);
  const sessionsByClass = new Map<string, number>();
  for (const session of data.instances) {
    if (session.date >= window.from && session.date <= window.to) {
      sessionsByClass.set(session.class_id, (sessionsByClass.get(session.class_id) ?? 0) + 1);
    }
  }
  const sessionPages = data.classes
    .filter((item) => item.end_date === null || item.end_date >= window.from)
    .reduce((sum, item) => sum + pages(sessionsByClass.get(item.id) ?? 0, SESSION_PAGE_SIZE), 0);
  return 1 + lists + data.registrations.length + sessionPages;
}

/**
 * The least time `requests` requests can span at `limit` per rolling `windowMs`: the
 * R-th request cannot arrive before floor((R-1)/limit) whole windows after the first.
 */
export function timeFloorMs(requests: number, limit: number, windowMs: number): number {
  return requests <= 0 ? 0 : Math.floor((requests - 1) / limit) * windowMs;
}
