import { EmulatorOptionsError } from "../emulator-options-error.ts";
import { isLocalDate, todayInZone } from "./local-date.ts";

/** The day data is built for: the one given (checked), or today in `zone`. */
export function checkToday(today: string | undefined, zone: string): string {
  if (today === undefined) return todayInZone(zone, Date.now());
  if (!isLocalDate(today)) {
    throw new EmulatorOptionsError(`Expected \`today\` to be a date as YYYY-MM-DD, got "${today}".`);
  }
  return today;
}
