/**
 * The value kept under `key` in `kept`, made by `make` and kept the first time it is asked
 * for: the one get-or-make for values a build asks for again and again (Intl objects, a
 * date or a length in words). `undefined` is not a value it keeps.
 */
export function keptOrMade<T>(kept: Map<string, T>, key: string, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}

/**
 * `build` made once per key and kept for the process: for values a build asks for again and
 * again with the same few keys (a locale, the site's address), whose making costs more than
 * a lookup (Intl objects, URL parsing, a page's words). `undefined` is not a value it keeps.
 */
export function oncePer<T>(build: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => keptOrMade(kept, key, () => build(key));
}
