/**
 * Debian's Chromium (`.ci/run` installs the `chromium` package): the browser tests and
 * the Lighthouse benchmark never download one.
 */
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Headless, quiet and offline apart from the pages under test: no updates, sync or QUIC probing. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

export class ChromiumMissingError extends Error {
  readonly code = "chromium_missing";
  constructor() {
    super(`Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install chromium), as .ci/run does.`);
    this.name = "ChromiumMissingError";
  }
}

export function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) throw new ChromiumMissingError();
}
