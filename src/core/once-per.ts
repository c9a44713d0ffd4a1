/**
 * `build` made once per key and kept for the process: for values a build asks for again and
 * again with the same few keys (a locale, the site's address), whose making costs more than
 * a lookup (Intl objects, URL parsing, a page's words). `undefined` is not a value it keeps.
 */
export function oncePer<T>(build: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = build(key);
      kept.set(key, value);
    }
    return value;
  };
}
