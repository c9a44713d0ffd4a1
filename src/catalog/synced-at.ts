import { formatDateTime } from "./format.ts";

/** "Spots as of Mar 1, 2026, 9:00 AM EST": capacity is only as fresh as the last sync. */
export function spotsAsOf(syncedAt: string, timeZone: string, locale: string): string {
  const instant = new Date(syncedAt);
  if (Number.isNaN(instant.getTime())) return "Spots as of the last update";
  return `Spots as of ${formatDateTime(instant, timeZone, locale)}`;
}
