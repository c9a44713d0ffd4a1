import { AxeBuilder } from "@axe-core/playwright";
import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_TYPES, type PageType } from "../../bench/page-types.ts";
import { samplePages, useDemoBrowser, type ExternalRequest, type WatchedPage } from "./demo-browser.ts";

/**
 * Every page type of the demo studio's site in a real browser, at 320 px wide (the
 * narrowest phone the site supports): the largest page of each type (the most content,
 * the most to go wrong), each visited once, a few at a time, before the tests read the
 * results.
 */
const demo = useDemoBrowser();

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const WIDTH = 320;
const AT_ONCE = 3;

interface Visit {
  path: string;
  problems: string[];
  violations: string[];
  /** Elements that stick out to the right of the viewport, when the page scrolls sideways. */
  overflow: string[];
  external: ExternalRequest[];
}

/** Visits `path` in the walker's page (WatchedPage.goto forgets the last visit's findings first). */
async function visit(watched: WatchedPage, path: string): Promise<Visit> {
  const response = await watched.goto(path);
  if (!response?.ok()) watched.problems.push(`document answered ${response?.status() ?? "nothing"}`);
  const axe = await new AxeBuilder({ page: watched.page }).withTags(AXE_TAGS).analyze();
  const overflow = await watched.page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`);
  });
  return {
    path,
    problems: [...watched.problems],
    violations: axe.violations.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
    overflow,
    external: [...watched.external],
  };
}

let visited = new Map<PageType, Visit[]>();

beforeAll(async () => {
  const samples = await samplePages(demo());
  const queue = [...samples].map(([type, path]) => ({ type, path }));
  const results = new Map<PageType, Visit[]>();
  // Each walker visits its pages one after another in one page of its own (a new context per
  // page cost a renderer process each); the pages are static, so one visit leaves nothing for the next.
  const worker = async () => {
    const watched = await demo().open({ viewport: { width: WIDTH, height: 800 } });
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        results.set(next.type, [...(results.get(next.type) ?? []), await visit(watched, next.path)]);
      }
    } finally {
      await watched.close();
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  visited = results;
});

function visitsOf(type: PageType): Visit[] {
  const results = visited.get(type) ?? [];
  expect(results.length, `no ${type} page was visited`).toBeGreaterThan(0);
  return results;
}

describe(`every page type of the demo studio's site in Chromium at ${WIDTH} px`, () => {
  it("builds a page of every page type and nothing unclassified", () => {
    const types = [...demo().pagesByType.keys()];
    expect(demo().pagesByType.get("other") ?? []).toEqual([]);
    expect(types.sort()).toEqual([...PAGE_TYPES].sort());
  });

  it.each(PAGE_TYPES)("%s: loads with no console error, failed request or HTTP error", (type) => {
    for (const result of visitsOf(type)) expect(result.problems, result.path).toEqual([]);
  });

  it.each(PAGE_TYPES)("%s: axe finds no WCAG 2.1 A/AA or best-practice violation", (type) => {
    for (const result of visitsOf(type)) expect(result.violations, result.path).toEqual([]);
  });

  it.each(PAGE_TYPES)("%s: has no horizontal scroll", (type) => {
    for (const result of visitsOf(type)) expect(result.overflow, result.path).toEqual([]);
  });

  it("asks other hosts for nothing but images (studio pictures, answered by the test)", () => {
    const external = [...visited.values()].flat().flatMap((result) => result.external);
    expect(external.filter((request) => request.resourceType !== "image")).toEqual([]);
  });
});
