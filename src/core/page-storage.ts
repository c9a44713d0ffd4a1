/**
 * The Web Storage a page's scripts keep things in (the live layer's answers in sessionStorage,
 * the family's plan in localStorage), in a module of its own so a script that needs only this
 * loads only this.
 */

/** The slice of the Web Storage API the page's scripts use. */
export interface PageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The page's storage when the browser lets the page have it, else one in memory for the
 * page's life. A browser that blocks third-party storage refuses it to a view framed by
 * another site (Chromium 156 and later, Safari, Firefox in strict mode, any browser
 * with third-party cookies off): reading `window.sessionStorage` there throws a
 * SecurityError, and the page must still work, only without what it kept between pages.
 */
export function storageOrMemory(open: () => PageStorage | null | undefined): PageStorage {
  try {
    const storage = open();
    if (storage) return storage;
  } catch {
    // Refused (SecurityError): the memory below serves this page.
  }
  const entries = new Map<string, string>();
  return { getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value) };
}
