import type { Course, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../../src/catalog/structured-data/json-ld-script.ts";

describe("serializeJsonLd", () => {
  const data: WithContext<Course> = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: 'Ballet </script><script>alert("x")</script> <!-- & \u2028',
  };
  const text = serializeJsonLd(data);

  it("cannot close the script element or open a comment, whatever the API text", () => {
    expect(text).not.toContain("</script");
    expect(text).not.toContain("<!--");
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });

  it("parses back to exactly the same data", () => {
    expect(JSON.parse(text)).toEqual(data);
  });

  it("leaves out properties that are undefined", () => {
    expect(JSON.parse(serializeJsonLd({ ...data, description: undefined }))).not.toHaveProperty("description");
  });
});
