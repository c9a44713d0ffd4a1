import type { Class } from "../../api/schemas/index.ts";
import type { StudioData } from "../types.ts";
import { buildClasses } from "./class-builder.ts";
import { demoClassSpecs, SEASON_END, SEASON_START } from "./demo-classes.ts";
import { demoSeasonSpecs } from "./demo-seasons.ts";
import { demoTrialSpecs } from "./demo-trials.ts";
import { hostedPages } from "./hosted-pages.ts";
import { DEMO_TIMEZONE } from "../../core/demo-timezone.ts";
import { addDays } from "../../core/local-time.ts";
import { buildSeason } from "./season-builder.ts";
import { stableId } from "./building-blocks.ts";
import { buildStudioBasics } from "./studio-basics.ts";
import { checkToday } from "./demo-dates.ts";
import { buildTrial } from "./trial-builder.ts";

export const DEMO_STUDIO = { name: "Brightside Dance & Gymnastics", slug: "brightside-dance" } as const;

/** Sessions run from two weeks back to a year ahead: every class's dates through its end (the sync mirrors up to 366 days). */
const DAYS_BEHIND = 14;
const DAYS_AHEAD = 366;

/**
 * The made-up demo studio, built relative to `today` (a date in America/New_York;
 * default: today there). The same `today` always gives byte-identical data.
 */
export function createDemoStudio(options: { today?: string } = {}): StudioData {
  const today = checkToday(options.today, DEMO_TIMEZONE);
  const idSpace = DEMO_STUDIO.slug;
  const pages = hostedPages(DEMO_STUDIO.slug);
  const basics = buildStudioBasics({ idSpace, today, pages, emailDomain: `${DEMO_STUDIO.slug}.example` });
  const { classes, instances, byKey } = buildClasses(demoClassSpecs(basics), {
    today,
    idSpace,
    pages,
    daysBehind: DAYS_BEHIND,
    daysAhead: DAYS_AHEAD,
    closureDate: addDays(today, 27),
  });
  const classByKey = (key: string): Class => {
    const found = byKey.get(key);
    if (!found) throw new Error(`The demo studio has no class "${key}".`);
    return found;
  };
  const seasonContext = { today, timezone: DEMO_TIMEZONE, idSpace, pages };
  return {
    studio: { id: stableId("studio", DEMO_STUDIO.slug), name: DEMO_STUDIO.name, slug: DEMO_STUDIO.slug },
    timezone: DEMO_TIMEZONE,
    classes,
    instances,
    categories: Object.values(basics.categories),
    trialClasses: demoTrialSpecs(classByKey).map((spec) => buildTrial(spec, idSpace, today, pages)),
    registrations: demoSeasonSpecs({ today, classByKey, memberships: basics.membershipTypes, seasonStart: SEASON_START, seasonEnd: SEASON_END }).map(
      (spec) => buildSeason(spec, seasonContext),
    ),
    membershipTypes: Object.values(basics.membershipTypes),
    appointmentServices: basics.appointmentServices,
    locations: Object.values(basics.locations),
  };
}
