/**
 * Only absolute http(s) URLs may become an `href` or `src`. Anything else a studio
 * typed (javascript:, data:, relative paths, junk) is dropped; the sync reports it.
 */
export function safeUrl(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  // The URL parser strips tabs and newlines inside a scheme ("java\tscript:"); refuse them outright.
  if (trimmed === "" || /[\u0000-\u001f\u007f\s]/.test(trimmed)) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.hostname === "") return null;
  return parsed.href;
}

/** A `mailto:` link for a plain address, or null when the text is not one. */
export function mailtoHref(email: string | null | undefined): string | null {
  if (typeof email !== "string") return null;
  const trimmed = email.trim();
  if (!/^[^\s@<>"'(),;:\\[\]]+@[^\s@<>"'(),;:\\[\]]+\.[^\s@<>"'(),;:\\[\]]+$/.test(trimmed)) return null;
  return `mailto:${encodeURI(trimmed)}`;
}

/** A `tel:` link from a phone number as typed ("(555) 010-0123 ext. 4"), or null when it has too few digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (typeof phone !== "string") return null;
  const main = phone.split(/\b(?:ext|x)\b/i)[0] ?? "";
  const digits = main.replace(/\D/g, "");
  if (digits.length < 3 || digits.length > 15) return null;
  return `tel:${main.trim().startsWith("+") ? "+" : ""}${digits}`;
}
