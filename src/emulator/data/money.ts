/** "$1,250.00". Fixed formatting (no Intl) so demo data is byte-identical on every machine. */
export function formatDollars(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}
