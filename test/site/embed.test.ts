import { describe, expect, it } from "vitest";
import { embedPathOf, embedSnippet, embedViews, frameLink, fullPathOf, isInEmbedFolder } from "../../src/site/embed.ts";
import { boxedHeight } from "../../src/site/boxed-views.ts";
import { isSitemapPage } from "../../src/site/site-address.ts";
import { messagesFor } from "../../src/i18n/messages.ts";

describe("embed view paths", () => {
  it("gives the schedule (every week), the class list, each category and the seasons an embed view", () => {
    expect(embedPathOf("/schedule/")).toBe("/embed/schedule/");
    expect(embedPathOf("/schedule/2026-12-06/")).toBe("/embed/schedule/2026-12-06/");
    expect(embedPathOf("/classes/")).toBe("/embed/classes/");
    expect(embedPathOf("/classes/category/jazz-and-hip-hop/")).toBe("/embed/classes/category/jazz-and-hip-hop/");
    expect(embedPathOf("/seasons/")).toBe("/embed/seasons/");
  });

  it("gives no other page one", () => {
    for (const path of ["/", "/classes/ballet-i-ages-5-7/", "/classes/location/main-street/", "/seasons/fall/", "/trials/", "/schedule/next/"]) {
      expect(embedPathOf(path), path).toBeNull();
    }
  });

  it("maps a view back to its full-site page, under a base path too", () => {
    expect(fullPathOf("/embed/schedule/2026-12-06/")).toBe("/schedule/2026-12-06/");
    expect(fullPathOf("/studio-site/embed/classes/category/tap/", "/studio-site/")).toBe("/studio-site/classes/category/tap/");
    expect(embedPathOf("/studio-site/seasons/", "/studio-site/")).toBe("/studio-site/embed/seasons/");
    expect(fullPathOf("/embed/")).toBeNull();
    expect(fullPathOf("/schedule/")).toBeNull();
  });
});

describe("frameLink", () => {
  it("leaves every link as it is on a full-site page", () => {
    expect(frameLink("/schedule/2026-12-06/", "/schedule/")).toEqual({ href: "/schedule/2026-12-06/" });
    expect(frameLink("#2026-12-01", "/schedule/")).toEqual({ href: "#2026-12-01" });
  });

  it("keeps the next week and a jump within the page in the frame on an embed view", () => {
    expect(frameLink("/schedule/2026-12-06/", "/embed/schedule/")).toEqual({ href: "/embed/schedule/2026-12-06/", target: "_self" });
    expect(frameLink("/schedule/", "/embed/schedule/2026-12-06/")).toEqual({ href: "/embed/schedule/", target: "_self" });
    expect(frameLink("#2026-12-01", "/embed/schedule/")).toEqual({ href: "#2026-12-01", target: "_self" });
  });

  it("leaves a link to a page with no embed view to the layout's top-window target", () => {
    expect(frameLink("/classes/ballet-i-ages-5-7/", "/embed/schedule/")).toEqual({ href: "/classes/ballet-i-ages-5-7/" });
  });
});

describe("the embed folder and search engines", () => {
  it("keeps every page under /embed/ out of the sitemap", () => {
    expect(isInEmbedFolder("/embed/")).toBe(true);
    expect(isSitemapPage("https://schedule.example.com/embed/schedule/", "/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/embed/", "/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/search/", "/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/es/search/", "/es/")).toBe(false);
    expect(isSitemapPage("https://example.github.io/studio-site/embed/classes/", "/studio-site/")).toBe(false);
    expect(isSitemapPage("https://schedule.example.com/classes/embedded-dance/", "/")).toBe(true);
  });
});

describe("the /embed/ page's list", () => {
  const categories = [{ tag: { slug: "ballet", name: "Ballet", href: "/classes/category/ballet/" } }];
  const messages = messagesFor("en-US");

  it("titles each view's frame in the page's language (issue 32)", () => {
    const all = { sections: new Set(["classes", "schedule", "seasons"]), categories, classes: [{}] };
    const titles = (locale: string) => embedViews({ ...all, messages: messagesFor(locale), locale } as never).map((view) => view.title);
    expect(titles("en-US")).toEqual(["Class schedule", "Classes", "Ballet classes", "Registration", "Upcoming classes", "Classes"]);
    expect(titles("es-US")).toEqual(["Horario de clases", "Clases", "Clases de Ballet", "Inscripciones", "Próximas clases", "Clases"]);
    expect(titles("fr-CA")).toEqual(["Horaire des cours", "Cours", "Cours de Ballet", "Inscriptions", "Prochains cours", "Cours"]);
  });

  it("lists each view the synced sections allow, with its data-studio-embed name, and the boxed ones with their heights", () => {
    const classes = Array(12).fill({});
    const views = embedViews({ sections: new Set(["classes", "schedule", "seasons"]), categories, classes, messages, locale: "en-US" } as never);
    expect(views.map((view) => [view.name, view.path, view.height])).toEqual([
      ["schedule", "/embed/schedule/", null],
      ["classes", "/embed/classes/", null],
      ["classes/category/ballet", "/embed/classes/category/ballet/", null],
      ["seasons", "/embed/seasons/", null],
      ["upcoming/5", "/embed/upcoming/5/", boxedHeight(5)],
      ["classes/compact", "/embed/classes/compact/", boxedHeight(12)],
    ]);
    expect(embedViews({ sections: new Set(["classes", "schedule"]), categories, classes, messages, locale: "en-US" } as never).map((view) => view.name)).not.toContain("seasons");
    expect(embedViews({ sections: new Set(["classes"]), categories, classes, messages, locale: "en-US" } as never).map((view) => view.name)).not.toContain("upcoming/5");
  });

  it("names the page a boxed view shortens as its full-site page", () => {
    expect(fullPathOf("/embed/upcoming/5/")).toBe("/schedule/");
    expect(fullPathOf("/studio-site/embed/upcoming/15/", "/studio-site/")).toBe("/studio-site/schedule/");
    expect(fullPathOf("/embed/classes/compact/")).toBe("/classes/");
    expect(fullPathOf("/embed/upcoming/")).toBeNull();
    // They have no page of their own on the full site, so no full-site page leads to them.
    expect(embedPathOf("/upcoming/5/")).toBeNull();
  });

  it("gives a boxed view's height from its rows alone: the parts around them, and 64 px a row", () => {
    expect(boxedHeight(1)).toBe(204);
    expect(boxedHeight(5) - boxedHeight(4)).toBe(64);
  });

  it("gives the snippet with the script at the site's address", () => {
    expect(embedSnippet("https://schedule.example.com", "schedule")).toBe(
      '<div data-studio-embed="schedule"></div>\n<script src="https://schedule.example.com/embed.js" async></script>',
    );
  });

  it("names the frame in the page's language, safely quoted (issue 32)", () => {
    expect(embedSnippet("https://schedule.example.com", "schedule", "Horario de clases")).toBe(
      '<div data-studio-embed="schedule" data-title="Horario de clases"></div>\n<script src="https://schedule.example.com/embed.js" async></script>',
    );
    expect(embedSnippet("https://x.example", "classes", `Clases "de" <b>&</b>`)).toContain('data-title="Clases &quot;de&quot; &lt;b&gt;&amp;&lt;/b&gt;"');
  });
});
