import { describe, expect, it } from "vitest";
import { dateTimeFormat, intlLocale, listFormat, numberFormat, sortCollator } from "../../src/core/intl-objects.ts";

describe("the kept Intl objects", () => {
  it("makes each (locale, options) object once and hands the same one back", () => {
    const options = () => ({ timeZone: "UTC", timeStyle: "short" }) as const;
    const first = dateTimeFormat("en-US", "test time UTC", options);
    expect(dateTimeFormat("en-US", "test time UTC", options)).toBe(first);
    expect(dateTimeFormat("en-GB", "test time UTC", options)).not.toBe(first);
    expect(dateTimeFormat("en-GB", "test time UTC", options).format(0)).toBe("00:00");
    expect(numberFormat("fr-FR", "test", () => ({})).format(1234.5)).toBe("1\u202f234,5");
    expect(listFormat("en-US", "test and", () => ({ type: "conjunction" })).format(["a", "b", "c"])).toBe("a, b, and c");
    expect(sortCollator("es")).toBe(sortCollator("es"));
    expect(intlLocale("en-GB").region).toBe("GB");
  });

  it("keeps nothing for a locale Intl refuses, and says why each time", () => {
    expect(() => intlLocale("not a locale!")).toThrow(RangeError);
    expect(() => intlLocale("not a locale!")).toThrow(RangeError);
  });
});
