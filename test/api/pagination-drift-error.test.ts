import { describe, expect, it } from "vitest";
import { PaginationDriftError } from "../../src/api/errors/pagination-drift-error.ts";

// Each error is made inside its test: one made when the file loads would be checked against
// whatever the code was then, not the code under test (mutation runs reuse loaded modules).
describe("PaginationDriftError", () => {
  it("is a changed list unless told otherwise, with its stable code", () => {
    const error = new PaginationDriftError("GET /classes", 3, "its total went from 120 to 121");
    expect(error.reason).toBe("changed");
    expect(error.code).toBe("pagination_drift");
    expect(String(error)).toBe(
      "PaginationDriftError: GET /classes changed while it was being read (its total went from 120 to 121), 3 times in a row. The studio is probably editing its catalog right now: run the sync again in a few minutes.",
    );
  });
});
