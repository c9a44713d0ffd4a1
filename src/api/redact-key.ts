/** The part of a key logs and errors may show: its start, never enough of it to use. */
const visibleStart = (key: string): string => key.slice(0, Math.min(11, Math.floor(key.length / 3)));

/**
 * How an API key may appear in logs and errors: its start only ("svc_sk_8f2a…"),
 * never enough of it to use.
 */
export function redactKey(key: string): string {
  return `${visibleStart(key)}…`;
}

/** `text` with every occurrence of `key` shown as redactKey(key): for bodies a proxy may echo it in. */
export function redactKeyIn(text: string, key: string): string {
  return key === "" ? text : text.split(key).join(redactKey(key));
}

/**
 * The key's prefix as `/me` reports it (spec 2.3: the start key management shows), unless
 * a server echoes the whole key there or more than half of it: then only the start
 * redactKey shows. The sync logs the prefix and keeps it in the snapshot, so it must never
 * be the key.
 */
export function safeKeyPrefix(prefix: string, key: string): string {
  if (key === "") return prefix;
  const revealsKey = prefix.includes(key) || (prefix.length > key.length / 2 && key.startsWith(prefix));
  return revealsKey ? visibleStart(key) : prefix;
}
