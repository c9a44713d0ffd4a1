/** Flags for the scripts' command lines: a mistake prints what was wrong and the usage, exit 2; --help prints the usage. */
import { parseArgs } from "node:util";

type StringFlags<Name extends string> = { [K in Name]?: string };

/** Parses `--name value` flags (and -h/--help) for `names`. */
export function parseFlags<Name extends string>(names: readonly Name[], usage: string): StringFlags<Name> {
  const options = Object.fromEntries(names.map((name) => [name, { type: "string" as const }]));
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: "boolean", short: "h" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return values as StringFlags<Name>;
}

/** A whole-number flag from `min` to `max`, or undefined when not given. */
export function wholeNumberFlag(flag: string, raw: string | undefined, min: number, max: number, usage: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    console.error(`--${flag} must be a whole number from ${min} to ${max}; got "${raw}".\n${usage}`);
    process.exit(2);
  }
  return value;
}
