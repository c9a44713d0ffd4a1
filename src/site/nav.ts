import type { SectionName, Snapshot } from "../snapshot/snapshot.ts";
import type { MessageKey, Messages } from "../i18n/messages.ts";
import type { SiteSection } from "../settings/site-settings.ts";
import { routes } from "./routes.ts";
import type { SiteModel } from "./site-model.ts";

export interface NavItem {
  readonly href: string;
  readonly label: string;
}

/** The site's sections, each shown only when the snapshot section it needs was synced (their names are the settings file's). */
export type { SiteSection };

const SOURCE: Readonly<Record<SiteSection, SectionName>> = {
  classes: "classes",
  schedule: "classes",
  seasons: "registrations",
  memberships: "membership_types",
  trials: "trial_classes",
  appointments: "appointment_services",
  locations: "locations",
};

const NAV: readonly { section: SiteSection; href: string; label: MessageKey }[] = [
  { section: "classes", href: routes.classes, label: "site.nav.classes" },
  { section: "schedule", href: routes.schedule, label: "site.nav.schedule" },
  { section: "seasons", href: routes.seasons, label: "site.nav.registration" },
  { section: "trials", href: routes.trials, label: "site.nav.trials" },
  { section: "memberships", href: routes.memberships, label: "site.nav.memberships" },
  { section: "appointments", href: routes.appointments, label: "site.nav.appointments" },
  { section: "locations", href: routes.locations, label: "site.nav.locations" },
];

/**
 * A section whose scope the key lacks is skipped by the sync; the site then leaves
 * it out everywhere: no page, no nav item, no home block.
 */
export function availableSections(sections: Snapshot["sections"]): ReadonlySet<SiteSection> {
  const available = new Set<SiteSection>();
  for (const [section, source] of Object.entries(SOURCE) as [SiteSection, SectionName][]) {
    if (sections[source].status === "synced") available.add(section);
  }
  return available;
}

export function navItems(available: ReadonlySet<SiteSection>, messages: Messages): NavItem[] {
  return NAV.filter((item) => available.has(item.section)).map(({ href, label }) => ({ href, label: messages.t(label) }));
}

/**
 * The header's links: the sections the settings file's `header.sections` names, in its
 * order (every section, in the site's order, when it names none), each only when synced.
 * The footer still links every section.
 */
export function headerItems(available: ReadonlySet<SiteSection>, messages: Messages, chosen: readonly SiteSection[] | null): NavItem[] {
  if (chosen === null) return navItems(available, messages);
  return chosen.flatMap((section) => {
    const item = NAV.find((entry) => entry.section === section);
    return item && available.has(section) ? [{ href: item.href, label: messages.t(item.label) }] : [];
  });
}

/**
 * Static paths for a section's index page, written as `[...index].astro`: one page at
 * the folder's root when the section was synced, none when the key lacked its scope.
 * (A plain `index.astro` would always be built; a rest parameter that is undefined
 * maps to the folder itself, so the page can be left out.)
 */
export function sectionIndexPaths(model: SiteModel, section: SiteSection): { params: { index: undefined } }[] {
  return model.sections.has(section) ? [{ params: { index: undefined } }] : [];
}
