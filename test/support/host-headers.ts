/**
 * A `_headers` file applied the way the static hosts this project documents apply it, so
 * the test server (static-server.ts) sends what the real host would:
 *
 * - Cloudflare Pages: every rule whose path matches applies, in file order; a header set by
 *   two rules is joined with ", " (for a Content-Security-Policy, two policies, both
 *   enforced); `! Name` in a rule detaches that header as set by the rules before it.
 *   (developers.cloudflare.com/pages/configuration/headers/)
 * - Netlify: every matching rule applies too, but a later rule's value of a header replaces
 *   an earlier one's, and a line without a colon (such as `! Name`) is skipped
 *   (netlify/build packages/headers-parser line_parser.ts; netlify/cli headersForPath).
 *   netlify.toml's [[headers]] would come after the file's; this project keeps none there.
 */
export type HostRules = "cloudflare" | "netlify";

export interface HeaderRule {
  readonly path: string;
  readonly set: readonly (readonly [name: string, value: string])[];
  readonly detach: readonly string[];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; set: [string, string][]; detach: string[] }[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: line, set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`_headers: a header comes before any path: ${line}`);
    if (line.startsWith("!")) rule.detach.push(line.slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(":");
      if (colon <= 0) throw new Error(`_headers: not a header line: ${line}`);
      rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** A rule's path as a pattern: `*` is a splat matching anything, the rest is literal. */
function matches(rulePath: string, path: string): boolean {
  const pattern = rulePath
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${pattern}$`).test(path);
}

/** The headers (lower-case names) a host sends for `path` under `rules`. */
export function headersFor(rules: readonly HeaderRule[], path: string, host: HostRules): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, path))) {
    if (host === "cloudflare") for (const name of rule.detach) delete headers[name];
    for (const [name, value] of rule.set) {
      headers[name] = host === "cloudflare" && headers[name] !== undefined ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}
