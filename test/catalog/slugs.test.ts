import { describe, expect, it } from "vitest";
import { assignSlugs, idSuffix, slugify } from "../../src/catalog/slugs.ts";
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
});

describe("idSuffix", () => {
  it("takes the first six hex digits of the id", () => {
    expect(idSuffix("AB12CD34-0000-4000-8000-000000000001")).toBe("ab12cd");
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

  it("gives the same slugs on a second run with the same records (stable across syncs)", () => {
    const records = [
      { id: fixtureId(3), name: "Tap" },
      { id: fixtureId(4), name: "Tap" },
      { id: fixtureId(5), name: "Hip Hop" },
    ];
    expect(assignSlugs(records, "class")).toEqual(assignSlugs(structuredClone(records), "class"));
  });
});
