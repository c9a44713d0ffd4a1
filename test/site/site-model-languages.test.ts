import { describe, expect, it } from "vitest";
import type { Snapshot } from "../../src/snapshot/snapshot.ts";
import { embedViews } from "../../src/site/embed.ts";
import { homeView } from "../../src/site/home-view.ts";
import { browseRows } from "../../src/site/class-listing-views.ts";
import { classPageView } from "../../src/site/class-page-view.ts";
import { classPage, classSessionsPage, schedulePage, scheduleDayPage, seasonPage } from "../../src/site/page-routes.ts";
import { buildSiteModel, type SiteModel } from "../../src/site/site-model.ts";
import { demoIds, demoLikeSnapshot } from "../fixtures/demo-like-snapshot.ts";

// A Tuesday in New York (the demo's zone); the build runs at 8:30 PM, when most of today's classes are over.
const NOW = new Date("2026-03-17T14:00:00Z");
const EVENING = new Date("2026-03-18T00:30:00Z");
const SITE = "https://studio.example";
const DEMO: Snapshot = await demoLikeSnapshot(NOW, { daysAhead: 120 });

const build = (locale: string): SiteModel => buildSiteModel(DEMO, { locale, now: EVENING });
const ENGLISH = build("en-US");
const SPANISH = build("es-US");
const FRENCH = build("fr-CA");

function ballet(model: SiteModel) {
  const cls = model.classes.find((candidate) => candidate.id === demoIds.ballet);
  if (!cls) throw new Error("The demo-like studio has no Ballet I.");
  return cls;
}

/** The words a page's head and the site's chrome show, gathered for a scan. */
function interfaceWords(model: SiteModel): string[] {
  const first = schedulePage(model.schedule.firstWeek, true, model);
  const later = model.schedule.weeks[0] ? schedulePage(model.schedule.weeks[0], false, model) : null;
  const cls = classPage(ballet(model), model, SITE);
  const home = homeView(model);
  return [
    ...model.nav.map((item) => item.label),
    first.heading,
    first.head.description,
    ...(later?.head.breadcrumbs ?? []).map((item) => item.label),
    // The class's category (the last crumb) is the studio's own word.
    ...(cls.head.breadcrumbs ?? []).slice(0, 2).map((item) => item.label),
    // The ages fact is worded by src/page-rules (class-facts.ts), not by the site's views.
    ...cls.page.facts.filter((fact) => fact.label !== ballet(model).ageFact?.label).map((fact) => fact.label),
    home.lede,
    ...home.more.flatMap((link) => [link.label, link.text]),
    ...browseRows(model, { kind: "all" }).map((row) => row.label),
    ...model.filterOptions.times.flatMap((option) => [option.label, option.hours]),
    // A category's view is titled by src/page-rules (listing-titles.ts) around the studio's own name.
    ...embedViews(model)
      .filter((view) => !view.name.startsWith("classes/category/"))
      .map((view) => view.label),
  ];
}

describe("the site model in Spanish and French", () => {
  it("names the nav sections in the page's language", () => {
    expect(SPANISH.nav.map((item) => item.label)).toEqual(["Clases", "Horario", "Inscripciones", "Clases de prueba", "Membresías", "Citas", "Ubicaciones"]);
    expect(FRENCH.nav.map((item) => item.label)).toEqual(["Cours", "Horaire", "Inscriptions", "Cours d’essai", "Abonnements", "Rendez-vous", "Lieux"]);
  });

  it("titles the schedule's weeks and days, and links the current week as this week", () => {
    const [firstWeek, secondWeek] = [SPANISH.schedule.firstWeek, SPANISH.schedule.weeks[0]!];
    expect(schedulePage(firstWeek, true, SPANISH).heading).toBe(`Horario: ${firstWeek.range}`);
    expect(schedulePage(FRENCH.schedule.weeks[0]!, false, FRENCH).heading).toBe(`Horaire\u202f: ${FRENCH.schedule.weeks[0]!.range}`);
    // The range itself is Intl's in the page's locale ("mar" / "mars"), never English.
    expect(firstWeek.range).toMatch(/mar/);
    expect(firstWeek.range).not.toMatch(/Mar/);
    expect(secondWeek.previous?.label).toBe("Esta semana");
    expect(FRENCH.schedule.weeks[0]!.previous?.label).toBe("Cette semaine");
    expect(schedulePage(secondWeek, false, SPANISH).head.breadcrumbs?.map((item) => item.label)).toEqual(["Inicio", "Horario"]);
    expect(schedulePage(firstWeek, true, FRENCH).head.breadcrumbs?.map((item) => item.label)).toEqual(["Accueil"]);
  });

  it("counts the schedule's classes with each language's plural rules", () => {
    const today = SPANISH.schedule.firstWeek.days[0]!;
    expect(today.earlier).toBeGreaterThan(1);
    expect(today.earlierText).toBe(`Hoy ya terminaron ${today.earlier} clases`);
    expect(FRENCH.schedule.firstWeek.days[0]!.earlierText).toBe(`${today.earlier} cours déjà terminés aujourd’hui`);
    const day = SPANISH.schedule.firstWeek.days.find((candidate) => candidate.sessions.length > 1)!;
    expect(day.countText).toBe(`${day.sessions.length} clases`);
    expect(schedulePage(SPANISH.schedule.firstWeek, true, SPANISH).head.description).toMatch(/^\d+ sesiones de clase en .+, día por día, con horarios, lugares e inscripción\.$/);
  });

  it("heads a class page with its breadcrumbs, facts and later sessions in the page's language", () => {
    const cls = ballet(SPANISH);
    const page = classPage(cls, SPANISH, SITE);
    expect(page.head.breadcrumbs?.map((item) => item.label)).toEqual(["Inicio", "Clases", cls.category!.name]);
    expect(classPageView(cls, SPANISH).description).toMatch(new RegExp(`^${cls.name.replace(/[()]/g, "\\$&")} en ${SPANISH.studio.name}\\. `));
    expect(page.page.facts.map((fact) => fact.label)).toEqual(expect.arrayContaining(["Duración", "Ubicación", "Categoría", "Precio"]));
    expect(classPage(ballet(FRENCH), FRENCH, SITE).page.facts.map((fact) => fact.label)).toEqual(expect.arrayContaining(["Durée", "Lieu", "Catégorie", "Prix"]));
    const later = cls.sessionPages.later[0];
    expect(later).toBeDefined();
    const sessions = classSessionsPage(cls, later!, SPANISH, SITE);
    expect(sessions.title).toBe(`${cls.name}: sesiones ${later!.range}`);
    expect(later!.linkText).toBe(`${later!.sessions.length} sesiones, ${later!.range}`);
  });

  it("labels a season's registration button and the day pages' way back in the page's language", () => {
    const open = SPANISH.seasons.find((season) => season.accepting);
    expect(open).toBeDefined();
    expect(seasonPage(open!, SPANISH, SITE).registerLabel).toBe("Inscribirse ahora");
    expect(seasonPage(open!, SPANISH, SITE).head.breadcrumbs?.map((item) => item.label)).toEqual(["Inicio", "Inscripciones"]);
    expect(seasonPage(FRENCH.seasons.find((season) => season.accepting)!, FRENCH, SITE).registerLabel).toBe("S’inscrire maintenant");
    const day = { day: SPANISH.schedule.firstWeek.days[1]!, week: { href: "/schedule/", label: SPANISH.schedule.firstWeek.range }, previous: null, next: null, soon: false };
    expect(scheduleDayPage(day, SPANISH).heading).toBe(`Horario: ${day.day.heading}`);
  });

  it("leaves none of the English interface words in the Spanish or French site model's pages", () => {
    const english = interfaceWords(ENGLISH);
    for (const model of [SPANISH, FRENCH]) {
      const words = interfaceWords(model);
      expect(words.length).toBe(english.length);
      expect(words.filter((word) => english.includes(word))).toEqual([]);
    }
  });

  it("keeps the English words as they were", () => {
    expect(ENGLISH.nav.map((item) => item.label)).toEqual(["Classes", "Schedule", "Registration", "Trials", "Memberships", "Appointments", "Locations"]);
    expect(schedulePage(ENGLISH.schedule.firstWeek, true, ENGLISH).heading).toBe(`Schedule: ${ENGLISH.schedule.firstWeek.range}`);
    expect(ENGLISH.schedule.weeks[0]!.previous?.label).toBe("This week");
    expect(ENGLISH.filterOptions.times.map((option) => `${option.label}: ${option.hours}`)).toContain("Morning: before 12:00 PM");
  });
});
