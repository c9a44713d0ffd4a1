import { messagesFor } from "../i18n/messages.ts";

/**
 * Titles for a category's page of classes. "Ballet classes" reads well; "Adult Classes
 * classes" and "Workshops & Events classes" do not: a name that already ends in a word
 * for what is offered stands alone. A name that merely ends in "s" ("Gymnastics",
 * "Little Movers") still gets "classes". Spanish and French put that word first
 * ("Clases de ballet", "Cours pour adultes"), so there the first word counts too.
 */

const OFFERING_WORDS = new Set([
  "class", "classes", "lesson", "lessons", "event", "events", "workshop", "workshops",
  "camp", "camps", "program", "programs", "programme", "programmes", "session", "sessions",
  "course", "courses", "clinic", "clinics", "party", "parties", "intensive", "intensives",
  // es
  "clase", "clases", "lección", "lecciones", "evento", "eventos", "taller", "talleres", "campamento", "campamentos",
  "programa", "programas", "sesión", "sesiones", "curso", "cursos", "fiesta", "fiestas", "intensivo", "intensivos",
  // fr
  "cours", "leçon", "leçons", "événement", "événements", "atelier", "ateliers", "stage", "stages",
  "séance", "séances", "fête", "fêtes",
]);

/** "Ballet classes", "Adult Classes", "Workshops & Events"; "Clases de Ballet", "Cours de Ballet" in `locale`'s language. */
export function categoryClassesTitle(categoryName: string, locale: string): string {
  const messages = messagesFor(locale);
  const name = categoryName.trim();
  const words = name.match(/\p{L}+/gu) ?? [];
  const heads = messages.language === "en" ? words.slice(-1) : [words[0], words.at(-1)];
  const named = heads.some((word) => word !== undefined && OFFERING_WORDS.has(word.toLowerCase()));
  return named ? name : messages.t("rules.listing.categoryClasses", { category: name });
}

/** A category page's meta description: "3 classes in Adult Classes at Demo Studio", never "Adult Classes classes". */
export function categoryClassesSummary(categoryName: string, count: number, studioName: string, locale: string): string {
  return messagesFor(locale).t("rules.listing.categorySummary", { count, category: categoryName.trim(), studio: studioName });
}
