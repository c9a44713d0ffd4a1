import { describe, expect, it } from "vitest";
import { instructorName, instructorNames } from "../../src/catalog/instructors.ts";

describe("instructorName", () => {
  it.each([
    [{ first_name: "Ana", last_name: "Lopez" }, "Ana Lopez"],
    [{ first_name: "Ana", last_name: null }, "Ana"],
    [{ first_name: null, last_name: "Lopez" }, "Lopez"],
    [{ first_name: " ", last_name: null }, null],
    [null, null],
  ])("names %j as %j", (instructor, name) => {
    expect(instructorName(instructor)).toBe(name);
  });
});

describe("instructorNames", () => {
  it("joins distinct names as a list in the locale", () => {
    const list = [
      { first_name: "Ana", last_name: "Lopez" },
      { first_name: "Ben", last_name: "Kim" },
      { first_name: "Ana", last_name: "Lopez" },
      { first_name: "Cleo", last_name: null },
    ];
    expect(instructorNames(list, "en-US")).toBe("Ana Lopez, Ben Kim, and Cleo");
    expect(instructorNames(list, "en-GB")).toBe("Ana Lopez, Ben Kim and Cleo");
  });

  it("is null when nobody has a name", () => {
    expect(instructorNames([{ first_name: null, last_name: null }], "en-US")).toBeNull();
  });
});
