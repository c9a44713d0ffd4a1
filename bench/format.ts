export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "n/a");

/** Left-aligned text columns, two spaces apart; numbers are pre-formatted by the caller. */
export function renderColumns(header: readonly string[], rows: readonly (readonly string[])[], indent = "  "): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `${indent}${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")}`.trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
