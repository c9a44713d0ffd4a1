/**
 * Plain code-unit order for strings: the same on every machine, where `localeCompare`
 * follows the machine's ICU version. For orders that must be reproducible (snapshot
 * equality, the change report, calendar UIDs, weekly slots), not for names people read.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
