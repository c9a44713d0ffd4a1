import { mailtoHref, telHref } from "../page-rules/safe-values.ts";
import type { OwnerText, SiteSettings } from "../settings/site-settings.ts";
import type { ContactView } from "./location-views.ts";

/** The footer's own lines from the settings file (README, "Make it yours"), in one language. */
export interface FooterView {
  readonly address: string | null;
  readonly phone: ContactView | null;
  readonly email: ContactView | null;
  /** Links to the studio's pages elsewhere (Instagram, Facebook), each leaving the site. */
  readonly social: readonly { readonly label: string; readonly href: string }[];
  readonly lines: readonly string[];
}

/** The owner's words in `locale` (the settings file has them for every locale of the site; checked when read). */
export function ownerWords(text: OwnerText, locale: string): string {
  return text[locale] ?? Object.values(text)[0] ?? "";
}

export function footerView(settings: SiteSettings, locale: string): FooterView {
  const { footer } = settings;
  return {
    address: footer.address === null ? null : ownerWords(footer.address, locale),
    phone: footer.phone === null ? null : { text: footer.phone, href: telHref(footer.phone) },
    email: footer.email === null ? null : { text: footer.email, href: mailtoHref(footer.email) },
    social: footer.social.map((link) => ({ label: ownerWords(link.label, locale), href: link.url })),
    lines: footer.lines.map((line) => ownerWords(line, locale)),
  };
}
