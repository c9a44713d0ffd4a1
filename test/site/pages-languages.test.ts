import { load, type CheerioAPI } from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERFACE_MESSAGES } from "../../src/i18n/interface-messages.ts";
import { sparseSnapshot } from "../fixtures/sparse-snapshot.ts";
import { buildSite, type BuiltSite } from "../support/build-site.ts";
import { sharedSite } from "../support/shared-sites.ts";

/**
 * The words the templates write themselves (pages, components, the layout: `page.*`
 * messages) in sites built with `STUDIO_LOCALE=es-US` (the demo-like studio, and the
 * sparse one for the empty states) and `fr-CA` (the demo-like studio). The studio's own
 * data and the sentences view models write are other tests' business.
 */
let demo: BuiltSite;
let sparse: BuiltSite;
let french: BuiltSite;

beforeAll(async () => {
  // The demo-like sites are the run's shared ones (test/support/shared-sites.ts); the sparse one is built on their clock.
  const [spanishDemo, frenchDemo] = await Promise.all([sharedSite("demo-like-es"), sharedSite("demo-like-fr")]);
  demo = spanishDemo.site;
  french = frenchDemo.site;
  sparse = await buildSite({ snapshot: await sparseSnapshot(spanishDemo.now), env: { STUDIO_LOCALE: "es-US" } });
});

afterAll(async () => {
  await sparse?.cleanup();
});

/** Each build with the locale it was built for. */
const builds = (): [BuiltSite, string][] => [
  [demo, "es-US"],
  [sparse, "es-US"],
  [french, "fr-CA"],
];

async function page(site: BuiltSite, path: string): Promise<CheerioAPI> {
  return load(await site.readPage(path));
}

async function everyPage(site: BuiltSite): Promise<{ path: string; $: CheerioAPI }[]> {
  return Promise.all((await site.pages()).map(async (path) => ({ path, $: await page(site, path) })));
}

const text = ($: CheerioAPI, selector: string) => $(selector).text().replace(/\s+/g, " ").trim();

/** What a reader meets on a page: its text, title and the labels screen readers speak. */
function readable($: CheerioAPI): string {
  $("script, style").remove();
  const labels = $("[aria-label], [alt], meta[content]").toArray().map((element) => [$(element).attr("aria-label"), $(element).attr("alt"), $(element).attr("content")].join(" "));
  return [$("title").text(), $("body").text(), ...labels].join(" ").replace(/\s+/g, " ");
}

describe("a site built in es-US or fr-CA: the templates' own words", () => {
  it("marks every page with the locale it is built for", async () => {
    for (const [site, locale] of builds()) {
      for (const { path, $ } of await everyPage(site)) expect($("html").attr("lang"), path).toBe(locale);
    }
  });

  it("writes none of the templates' English sentences on any page", async () => {
    // Sentences of four words or more, with no arguments: long enough that the studio's data and other areas' words never repeat them.
    const english = Object.entries(INTERFACE_MESSAGES.en)
      .filter(([key, message]) => key.startsWith("page.") && !message.includes("{") && message.trim().split(/\s+/).length >= 4)
      .map(([, message]) => message.trim());
    expect(english).toContain("No sessions are scheduled in the next few weeks.");
    for (const [site, locale] of builds()) {
      for (const { path, $ } of await everyPage(site)) {
        const words = readable($);
        expect(english.filter((sentence) => words.includes(sentence)), `${locale} ${path}`).toEqual([]);
      }
    }
  });

  it("says page not found in Spanish, with the layout's skip link, navigation and footer", async () => {
    const $ = await page(demo, "/404.html");
    expect($("title").text()).toMatch(/^Página no encontrada · /);
    expect(text($, "h1")).toBe("Página no encontrada");
    expect(text($, ".lede")).toBe("Esta página no existe, o una clase o temporada terminó desde que guardó el enlace.");
    expect(text($, "main .inline-list li:first-child")).toBe("Inicio");
    expect(text($, ".skip-link")).toBe("Saltar al contenido");
    expect($(".site-nav").attr("aria-label")).toBe("Principal");
    expect(text($, "footer p.small.site-footer__changes")).toMatch(/^Seguir los cambios con un lector de feeds/);
    expect(text($, "footer p.small:not(.site-footer__changes)")).toMatch(/^Las horas se indican en la hora local del estudio \(.+\)\. Información de clases y lugares al .+\. La inscripción se hace en las páginas de reservas del propio estudio\./);
    expect($("footer nav").attr("aria-label")).toBe("Secciones");
  });

  it("titles a class page's sections in Spanish, with its calendar links", async () => {
    const $ = await page(demo, "/classes/ballet-i-ages-5-7/");
    expect(text($, "#how-to-join")).toBe("Cómo inscribirse");
    expect(text($, "#when")).toBe("Horario");
    expect(text($, "#details")).toBe("Detalles");
    expect(text($, "#sessions")).toBe("Próximas sesiones");
    expect(text($, "#later-sessions")).toBe("Sesiones posteriores");
    expect(text($, "#sessions + p.muted")).toMatch(/^Las próximas \d+ semanas; los enlaces a las sesiones posteriores están debajo de la lista\.$/);
    expect(text($, ".calendar-links__title")).toBe("Agregar a su calendario");
    expect(text($, ".calendar-links__actions li:first-child a")).toBe("Suscribirse en su aplicación de calendario: las sesiones de Ballet I (Ages 5–7)");
    expect($(".breadcrumbs").attr("aria-label")).toBe("Ruta de navegación");
  });

  it("says a class with no sessions soon has none, in Spanish", async () => {
    const empty = (await everyPage(sparse)).flatMap(({ $ }) => $("section[aria-labelledby=sessions] .empty").toArray().map((element) => $(element).text().trim()));
    expect(empty.length).toBeGreaterThan(0);
    expect(new Set(empty)).toEqual(new Set(["No hay sesiones programadas en las próximas semanas."]));
  });

  it("heads the schedule and the home page in Spanish", async () => {
    const schedule = await page(demo, "/schedule/");
    expect(text(schedule, ".lede")).toBe("Esta semana, a partir de hoy.");
    // The day links of a whole week (/schedule/ starts today, and on the studio's Saturday has one day and none).
    const nextWeek = (await demo.pages()).find((path) => /^\/schedule\/\d/.test(path))!;
    expect((await page(demo, nextWeek))(".day-jumps").attr("aria-label")).toBe("Días");
    expect(schedule(".week-nav").toArray().map((nav) => schedule(nav).attr("aria-label"))).toEqual(["Semanas", "Más semanas"]);
    expect(text(schedule, ".all-weeks summary")).toBe("Ir a una semana");
    expect(text(schedule, ".spots-as-of span:last-child")).toBe("Los lugares cambian a medida que las familias se inscriben; la página de reservas tiene la información más actualizada.");

    const home = await page(demo, "/");
    expect(text(home, "#today")).toMatch(/^Hoy, /);
    expect(text(home, "#this-week")).toBe("Más adelante esta semana");
    expect(text(home, "#categories")).toBe("Clases por categoría");
    expect(text(home, "#categories + a")).toMatch(/^Ver las \d+ clases$/);
  });

  it("titles a class page's sections and writes the footer in French", async () => {
    const $ = await page(french, "/classes/ballet-i-ages-5-7/");
    expect(["#how-to-join", "#when", "#details", "#sessions", "#later-sessions"].map((id) => text($, id))).toEqual([
      "Comment s’inscrire",
      "Horaire",
      "Détails",
      "Prochaines séances",
      "Séances suivantes",
    ]);
    expect(text($, ".skip-link")).toBe("Aller au contenu");
    expect(text($, "footer p.small.site-footer__changes")).toMatch(/^Suivre les changements de ce cours avec un lecteur de flux/);
    expect(text($, "footer p.small:not(.site-footer__changes)")).toMatch(/^Les heures sont indiquées à l’heure locale du studio \(.+\)\. Renseignements sur les cours et les places en date du .+ ; les inscriptions se font sur les pages de réservation du studio\.$/);
  });
});
