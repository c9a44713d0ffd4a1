import type { ClassView } from "./class-views.ts";
import type { TrialView } from "./offer-views.ts";
import type { SiteModel } from "./site-model.ts";

export interface Fact {
  readonly label: string;
  readonly value: string;
  readonly href?: string | null;
  /** The site search's name for this fact, when a search result shows it (`data-pagefind-meta`). */
  readonly searchMeta?: string;
}

export interface ClassPageView {
  /**
   * The page's own sentence: "Ballet I at Demo Dance Studio. Mon 4:00 PM · Ages 4–6 · $85.00."
   * The meta description starts with the class's description and adds this when that is short.
   */
  readonly description: string;
  /** Its weekly times in one line: "Mon, Wed 4:00 PM – 4:45 PM; Sat 9:00 AM – 9:45 AM"; null for a class without a weekly pattern. */
  readonly when: string | null;
  /** "Runs Jan 5, 2026 – Jun 12, 2026", "Starts …", "On …" for one-day classes. */
  readonly dates: string | null;
  readonly facts: readonly Fact[];
  /** The trial offers that attend this class (spec 2.7 `class`), as /trials/ shows them: the same views. */
  readonly trials: readonly TrialView[];
}

/** The class page's extra words: its meta description, date line and facts list, and the trials that attend it. */
export function classPageView(cls: ClassView, model: SiteModel): ClassPageView {
  const when = cls.when.length > 0 ? cls.when.map((line) => `${line.days} ${line.time}`).join("; ") : null;
  const { messages } = model;
  const described = messages.t("site.classPage.description", { className: cls.name, studio: model.studio.name });
  const extras = [when, cls.ageRange, cls.price].filter((part): part is string => Boolean(part)).join(" · ");
  const description = extras ? `${described} ${extras}.` : described;
  const facts: Fact[] = [];
  const add = (label: string, value: string | null | undefined, href?: string | null, searchMeta?: string) => {
    if (value) facts.push({ label, value, href: href ?? null, ...(searchMeta ? { searchMeta } : {}) });
  };
  if (cls.ageFact) add(cls.ageFact.label, cls.ageFact.value);
  add(messages.t("site.classPage.length"), cls.duration);
  add(messages.t("site.classPage.location"), cls.location?.name, cls.location?.detailsHref ?? cls.location?.classesHref, "location");
  add(messages.t("site.classPage.instructors"), cls.instructors);
  add(messages.t("site.classPage.category"), cls.category?.name, cls.category?.href);
  add(messages.t("site.classPage.price"), cls.price, cls.priceHref);
  add(messages.t("site.classPage.billing"), cls.billing);
  add(messages.t("site.classPage.starts"), cls.startDate);
  add(messages.t("site.classPage.ends"), cls.endDate);
  return { description, when, dates: cls.runs, facts, trials: model.trials.filter((trial) => trial.attends?.id === cls.id) };
}
