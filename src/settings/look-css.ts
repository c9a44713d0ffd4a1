import type { FontChoice, SiteSettings } from "./site-settings.ts";

/**
 * The settings' look as CSS (src/settings/look-module.ts serves it to every page after
 * theme.css, so it wins over theme.css for the values it sets and leaves the others to it):
 * custom properties on `:root`, and an @font-face rule for each web font file. Empty when
 * the settings set nothing, so a site without a settings file is byte for byte the same.
 * Every value was checked when the file was read (src/settings/site-settings.ts).
 */
export function lookCss(settings: SiteSettings): string {
  const properties: string[] = [];
  const set = (name: string, value: string | null) => {
    if (value !== null) properties.push(`${name}:${value}`);
  };
  const { colors, fonts } = settings;
  set("--color-brand", colors.brand);
  set("--color-brand-strong", colors.brandStrong);
  set("--color-on-brand", colors.onBrand);
  set("--color-link", colors.accent);
  set("--font-body", fonts.body?.family ?? null);
  set("--font-heading", fonts.heading?.family ?? null);
  if (settings.cornerRadius !== null) {
    set("--radius", settings.cornerRadius);
    // The theme's small radius is about 0.6 of its radius (0.35rem to 0.6rem).
    set("--radius-small", `calc(${settings.cornerRadius} * 0.6)`);
  }
  const faces = [fonts.body, fonts.heading].filter((font): font is FontChoice & { file: NonNullable<FontChoice["file"]> } => font?.file != null);
  const unique = faces.filter((font, index) => faces.findIndex((other) => other.file.path === font.file.path) === index);
  const rules = unique.map(({ file }) =>
    [
      `@font-face{font-family:"${file.name}"`,
      // Root-relative: Vite serves it from the public folder and adds the site's base path.
      `src:url("/${file.path}") format("woff2")`,
      "font-display:swap",
      ...(file.weight === null ? [] : [`font-weight:${file.weight}`]),
      ...(file.style === null ? [] : [`font-style:${file.style}`]),
    ].join(";") + "}",
  );
  return [...rules, ...(properties.length > 0 ? [`:root{${properties.join(";")}}`] : [])].join("\n");
}
