import type { Class, TrialClass } from "../../api/schemas/index.ts";
import type { HostedPages } from "./hosted-pages.ts";
import { addDays } from "../../core/local-time.ts";
import { formatDollars, stableId } from "./building-blocks.ts";

export interface TrialSpec {
  key: string;
  name: string;
  description: string | null;
  imageName: string | null;
  priceCents: number;
  sessionCount: number;
  /** Null = any day. */
  validStartDays: number[] | null;
  /** Offsets in days from today; empty = always available. */
  windows: { startOffsetDays: number; endOffsetDays: number }[];
  class: Class | null;
  /** False: the trial's sign-up page is not generated yet (links.enroll null). */
  enrollPage: boolean;
}

export function buildTrial(spec: TrialSpec, idSpace: string, today: string, pages: HostedPages): TrialClass {
  const id = stableId(idSpace, "trial", spec.key);
  return {
    id,
    name: spec.name,
    description: spec.description,
    featured_image_url: spec.imageName === null ? null : pages.image(spec.imageName),
    price_cents: spec.priceCents,
    price_display: spec.priceCents === 0 ? "Free" : formatDollars(spec.priceCents),
    session_count: spec.sessionCount,
    start_restriction: spec.validStartDays === null ? "any" : "specific_days",
    valid_start_days: spec.validStartDays === null ? null : [...spec.validStartDays],
    availability_windows: spec.windows.map((window) => ({
      start_date: addDays(today, window.startOffsetDays),
      end_date: addDays(today, window.endOffsetDays),
    })),
    class: spec.class && {
      id: spec.class.id,
      name: spec.class.name,
      schedule_description: spec.class.schedule_description,
      age_range: spec.class.age_range && { ...spec.class.age_range },
    },
    links: { enroll: spec.enrollPage ? pages.trialEnroll(id) : null, book: pages.trialBook(id), store: pages.store },
  };
}
