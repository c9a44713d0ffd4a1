/**
 * Titles for a category's page of classes. "Ballet classes" reads well; "Adult Classes
 * classes" and "Workshops & Events classes" do not: a name that already ends in a word
 * for what is offered stands alone. A name that merely ends in "s" ("Gymnastics",
 * "Little Movers") still gets "classes".
 */

const OFFERING_WORDS = new Set([
  "class", "classes", "lesson", "lessons", "event", "events", "workshop", "workshops",
  "camp", "camps", "program", "programs", "programme", "programmes", "session", "sessions",
  "course", "courses", "clinic", "clinics", "party", "parties", "intensive", "intensives",
]);

/** "Ballet classes", "Adult Classes", "Workshops & Events". */
export function categoryClassesTitle(categoryName: string): string {
  const name = categoryName.trim();
  const lastWord = /([\p{L}]+)[^\p{L}]*$/u.exec(name)?.[1]?.toLowerCase() ?? "";
  return OFFERING_WORDS.has(lastWord) ? name : `${name} classes`;
}

/** A category page's meta description: "3 classes in Adult Classes at Demo Studio", never "Adult Classes classes". */
export function categoryClassesSummary(categoryName: string, count: number, studioName: string): string {
  return `${count === 1 ? "One class" : `${count} classes`} in ${categoryName.trim()} at ${studioName}`;
}
