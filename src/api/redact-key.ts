/**
 * How an API key may appear in logs and errors: its start only ("svc_sk_8f2a…"),
 * never enough of it to use.
 */
export function redactKey(key: string): string {
  const visible = Math.min(11, Math.floor(key.length / 3));
  return `${key.slice(0, visible)}…`;
}

/** `text` with every occurrence of `key` shown as redactKey(key): for bodies a proxy may echo it in. */
export function redactKeyIn(text: string, key: string): string {
  return key === "" ? text : text.split(key).join(redactKey(key));
}
