import { createHash } from "node:crypto";

/**
 * A UUID derived from stable names (RFC 9562 version 8 layout: custom, hash-based),
 * so the demo studio gets the same ids every run and adding one record never
 * renumbers the others.
 */
export function stableId(...parts: readonly (string | number)[]): string {
  const hex = createHash("sha256").update(parts.join("\u001f")).digest("hex");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
