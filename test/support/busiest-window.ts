/**
 * The most arrivals inside any half-open window [t, t + windowMs): what a server counting
 * requests on arrival over a rolling window sees at its busiest.
 */
export function busiestWindow(arrivals: readonly number[], windowMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; end < sorted.length; end += 1) {
    while (sorted[end]! - sorted[start]! >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
