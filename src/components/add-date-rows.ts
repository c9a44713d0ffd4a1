/**
 * What an "Add this date to your calendar" button (AddDate.astro) adds, read from the page
 * around it, which states it anyway: a row carries the button alone, so a drop-in class's
 * fifteen rows cost about 100 B gzipped rather than 420 (issue 36's 0.3 KB a page). Its row is a
 * session's `li`, or a trial's first-date paragraph.
 */

/** The `<time>` of its row: its `datetime` is the session the button adds (add-date-client.ts). */
export const addedTime = (button: HTMLElement): HTMLTimeElement | null => button.closest("li, p")?.querySelector("time") ?? null;

/**
 * What it adds, for a screen reader, said at load (the button shows only with scripting): that
 * `<time>`'s words ("Tue, Dec 1 12:00 PM – 12:50 PM"), after its trial's name on a trial's card.
 */
export const addedWords = (button: HTMLElement): string =>
  [button.closest(".trial")?.querySelector(".trial__name")?.textContent, addedTime(button)?.textContent].filter(Boolean).join(", ");
