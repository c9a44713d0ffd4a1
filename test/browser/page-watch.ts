import type { Page } from "playwright-core";

/**
 * An init script for a page under test: every layout shift from the first paint on (not those
 * right after input), with when it started and what moved, and every CSP violation. A failure
 * can then say which element moved and from where to where. Read it with `pageWatched`.
 */
export const WATCH_SHIFTS_AND_POLICY = `
  window.__pageWatch = { shifts: [], moved: [], csp: [] };
  const elementName = (element) => element.tagName.toLowerCase() + (element.className ? "." + String(element.className).trim().split(/\\s+/).join(".") : "");
  const record = (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput) continue;
      window.__pageWatch.shifts.push({ value: entry.value, at: entry.startTime });
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name = node && node.nodeType === 1 ? elementName(node) : node ? node.nodeName : "?";
        // A text node says what it reads and where it sits, so a failure names it.
        const said = node && node.nodeType === 3 ? " " + JSON.stringify(String(node.textContent).slice(0, 60)) + " in " + (node.parentElement ? elementName(node.parentElement) : "?") : "";
        const rect = (box) => JSON.stringify([box.x, box.y, box.width, box.height]);
        window.__pageWatch.moved.push(name + said + " at " + Math.round(entry.startTime) + " ms " + rect(source.previousRect) + " -> " + rect(source.currentRect));
      }
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: "layout-shift", buffered: true });
  // Entries the browser has made but not yet handed to the observer's callback.
  window.__pageWatchTake = () => record(observer.takeRecords());
  document.addEventListener("securitypolicyviolation", (event) => window.__pageWatch.csp.push(event.violatedDirective + " " + event.blockedURI));
`;

/** What WATCH_SHIFTS_AND_POLICY saw on the page so far. */
export interface PageWatched {
  /** Each layout shift's score and when it started (performance.now()). */
  shifts: { value: number; at: number }[];
  /** Each shifted element, when, and its box before and after (x, y, width, height). */
  moved: string[];
  /** Each CSP violation: its directive and what it blocked. */
  csp: string[];
}

/** What the page's watch saw, with the entries the browser made but had not yet handed over. */
export const pageWatched = (page: Page): Promise<PageWatched> =>
  page.evaluate(() => {
    const watch = window as unknown as { __pageWatch: PageWatched; __pageWatchTake: () => void };
    watch.__pageWatchTake();
    return watch.__pageWatch;
  });

/** The layout-shift score of the shifts that started at `from` (performance.now()) or later; every one by default. */
export const shiftScore = (shifts: PageWatched["shifts"], from = 0): number => shifts.filter((shift) => shift.at >= from).reduce((sum, shift) => sum + shift.value, 0);
