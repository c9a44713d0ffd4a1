import type { ClassView } from "./class-views.ts";
import type { SiteCatalog } from "./site-catalog.ts";

export interface Fact {
  readonly label: string;
  readonly value: string;
  readonly href?: string | null;
}

export interface ClassPageView {
  /**
   * The page's own sentence: "Ballet I at Demo Dance Studio. Mon 4:00 PM · Ages 4–6 · $85.00."
   * The meta description starts with the class's description and adds this when that is short.
   */
  readonly description: string;
  /** "Runs Jan 5, 2026 – Jun 12, 2026", "Starts …", "On …" for one-day classes. */
  readonly dates: string | null;
  readonly facts: readonly Fact[];
}

/** The class page's extra words: its meta description, date line and facts list. */
export function classPageView(cls: ClassView, catalog: SiteCatalog): ClassPageView {
  const when = cls.when.length > 0 ? cls.when.map((line) => `${line.days} ${line.time}`).join("; ") : null;
  const described = `${cls.name} at ${catalog.studio.name}.`;
  const extras = [when, cls.ageRange, cls.price].filter((part): part is string => Boolean(part)).join(" · ");
  const description = extras ? `${described} ${extras}.` : described;
  const facts: Fact[] = [];
  const add = (label: string, value: string | null | undefined, href?: string | null) => {
    if (value) facts.push({ label, value, href: href ?? null });
  };
  if (cls.ageFact) add(cls.ageFact.label, cls.ageFact.value);
  add("Length", cls.duration);
  add("Location", cls.location?.name, cls.location?.detailsHref ?? cls.location?.classesHref);
  add("Instructors", cls.instructors);
  add("Category", cls.category?.name, cls.category?.href);
  add("Price", cls.price, cls.priceHref);
  add("Billing", cls.billing);
  add("Starts", cls.startDate);
  add("Ends", cls.endDate);
  return { description, dates: cls.runs, facts };
}
