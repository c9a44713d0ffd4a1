/**
 * A category color reaches CSS only as a valid hex color (#RGB, #RGBA, #RRGGBB or
 * #RRGGBBAA), lowercased. Anything else, including CSS injection attempts, is null.
 */
export function safeHexColor(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed) ? trimmed.toLowerCase() : null;
}
