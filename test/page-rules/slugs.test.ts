import { describe, expect, it } from "vitest";
import { assignSlugs, idSuffix, slugify } from "../../src/page-rules/slugs.ts";
import { fixtureId } from "../fixtures/catalog-records.ts";

describe("slugify", () => {
  it.each([
    ["Ballet I", "ballet-i"],
    ["  Hip-Hop (Teens)!  ", "hip-hop-teens"],
    ["Crème Brûlée Jazz", "creme-brulee-jazz"],
    ["Tap & Jazz", "tap-and-jazz"],
    ["Straße Æsir Ørsted", "strasse-aesir-orsted"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["💃🕺", ""],
    ["HipHop Kids", "hiphop-kids"],
  ])("turns %j into %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ["Polish", "Łódź dance", "lodz-dance"],
    ["Polish", "Zajęcia dla żaków", "zajecia-dla-zakow"],
    ["Russian", "Балет для начинающих", "balet-dlya-nachinayuschikh"],
    ["Ukrainian", "Хіп-хоп", "khip-khop"],
    ["Greek", "Μπαλέτο για παιδιά", "mpaleto-gia-paidia"],
    ["Vietnamese", "Múa ba lê cho trẻ em", "mua-ba-le-cho-tre-em"],
    ["German", "Gymnastik für Groß und Klein", "gymnastik-fuer-gross-und-klein"],
  ])("transliterates %s: %j becomes %j", (_language, name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("cuts long names at a word boundary under 60 characters", () => {
    const slug = slugify("Advanced contemporary ".repeat(20));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.endsWith("-")).toBe(false);
  });

  it("keeps a slug of exactly 60 characters whole, and cuts a longer one after its last whole word", () => {
    const sixty = `${"a".repeat(40)}-${"b".repeat(19)}`;
    expect(slugify(`${"a".repeat(40)} ${"b".repeat(19)}`)).toBe(sixty);
    expect(slugify("Advanced contemporary ".repeat(20))).toBe("advanced-contemporary-advanced-contemporary-advanced");
  });

  it("cuts mid-word at 60 characters when the last word break would leave half the slug or less", () => {
    expect(slugify(`${"a".repeat(10)} ${"b".repeat(70)}`)).toBe(`${"a".repeat(10)}-${"b".repeat(49)}`);
    expect(slugify(`${"a".repeat(30)} ${"b".repeat(40)}`)).toBe(`${"a".repeat(30)}-${"b".repeat(29)}`);
    expect(slugify(`${"a".repeat(31)} ${"b".repeat(40)}`)).toBe("a".repeat(31));
  });
});

describe("idSuffix", () => {
  it("takes the first six hex digits of the id", () => {
    expect(idSuffix("AB12CD34-0000-4000-8000-000000000001")).toBe("ab12cd");
  });

  it("skips the hyphens of an id, and gives x for an id with no letters or digits", () => {
    expect(idSuffix("ab-cd-ef-12")).toBe("abcdef");
    expect(idSuffix("---")).toBe("x");
  });
});

describe("assignSlugs", () => {
  it("gives unique names their plain slug", () => {
    const slugs = assignSlugs(
      [
        { id: fixtureId(1), name: "Ballet I" },
        { id: fixtureId(2), name: "Jazz" },
      ],
      "class",
    );
    expect([...slugs.values()]).toEqual(["ballet-i", "jazz"]);
  });

  it("suffixes every record of a colliding name with its id, whatever the input order", () => {
    const a = { id: "aaaaaaaa-0000-4000-8000-000000000001", name: "Ballet" };
    const b = { id: "bbbbbbbb-0000-4000-8000-000000000002", name: "BALLET!" };
    const forward = assignSlugs([a, b], "class");
    const backward = assignSlugs([b, a], "class");
    expect(forward.get(a.id)).toBe("ballet-aaaaaa");
    expect(forward.get(b.id)).toBe("ballet-bbbbbb");
    expect(backward).toEqual(forward);
  });

  it("falls back to the given word plus the id for names without ASCII letters", () => {
    const slugs = assignSlugs([{ id: "12345678-0000-4000-8000-000000000001", name: "💃" }], "class");
    expect(slugs.get("12345678-0000-4000-8000-000000000001")).toBe("class-123456");
  });

  it("keeps slugs unique when a suffixed slug would equal another record's plain slug", () => {
    const records = [
      { id: "abcdef00-0000-4000-8000-000000000001", name: "Jazz" },
      { id: "abcdef11-0000-4000-8000-000000000002", name: "Jazz" },
      { id: "99999999-0000-4000-8000-000000000003", name: "Jazz abcdef" },
    ];
    const slugs = assignSlugs(records, "class");
    expect(new Set(slugs.values()).size).toBe(3);
    expect(slugs.get(records[2]!.id)).toBe("jazz-abcdef");
    for (const slug of slugs.values()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("gives the lower id the shorter suffix when two ids share their first six digits, whatever the input order", () => {
    const low = { id: "abcdef00-0000-4000-8000-000000000001", name: "Jazz" };
    const high = { id: "abcdef11-0000-4000-8000-000000000002", name: "Jazz" };
    for (const records of [[high, low], [low, high]]) {
      const slugs = assignSlugs(records, "class");
      expect(slugs.get(low.id)).toBe("jazz-abcdef");
      expect(slugs.get(high.id)).toBe("jazz-abcdef11");
    }
  });

  it("hands out longer suffixes in id order, for every input order", () => {
    const first = { id: "abcdef00-0000-4000-8000-000000000001", name: "Jazz" };
    const second = { id: "abcdef00-1111-4000-8000-000000000002", name: "Jazz" };
    const third = { id: "abcdef11-0000-4000-8000-000000000003", name: "Jazz" };
    const orders = [[first, second, third], [first, third, second], [second, first, third], [second, third, first], [third, first, second], [third, second, first]];
    for (const records of orders) {
      const slugs = assignSlugs(records, "class");
      expect([slugs.get(first.id), slugs.get(second.id), slugs.get(third.id)]).toEqual(["jazz-abcdef", "jazz-abcdef00", "jazz-abcdef11"]);
    }
  });

  it("gives the same slugs on a second run with the same records (stable across syncs)", () => {
    const records = [
      { id: fixtureId(3), name: "Tap" },
      { id: fixtureId(4), name: "Tap" },
      { id: fixtureId(5), name: "Hip Hop" },
    ];
    expect(assignSlugs(records, "class")).toEqual(assignSlugs(structuredClone(records), "class"));
  });
});
