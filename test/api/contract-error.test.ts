import { describe, expect, it } from "vitest";
import { ContractError, type ContractIssue } from "../../src/api/errors/contract-error.ts";

const ADVICE =
  "Nothing was written. The studio's data or the API changed in a way the sync cannot trust; report this message to the API provider, then run the sync again.";

const issue = (index: number): ContractIssue => ({ path: `data[${index}].name`, message: "Invalid input: expected string, received null", recordId: `id-${index}` });

describe("ContractError", () => {
  it("lists each issue with its record and path, then says nothing was written and what to do", () => {
    const error = new ContractError("GET /classes?limit=100&offset=0", [issue(0), { path: "", message: "Invalid input: expected object, received string", recordId: null }]);
    expect(error.name).toBe("ContractError");
    expect(error.code).toBe("contract_violation");
    expect(error.message).toBe(
      "GET /classes?limit=100&offset=0 returned data that breaks the API contract:\n" +
        "  - record id-0, data[0].name: Invalid input: expected string, received null\n" +
        "  - (body): Invalid input: expected object, received string\n" +
        ADVICE,
    );
  });

  it("shows all of ten issues and no count of more", () => {
    const issues = Array.from({ length: 10 }, (_, index) => issue(index));
    const lines = new ContractError("GET /classes", issues).message.split("\n");
    expect(lines.slice(1, -1)).toEqual(issues.map((each) => `  - record ${each.recordId}, ${each.path}: ${each.message}`));
  });

  it("shows the first ten issues and counts the rest, keeping them all on the error", () => {
    const issues = Array.from({ length: 12 }, (_, index) => issue(index));
    const error = new ContractError("GET /classes", issues);
    const lines = error.message.split("\n");
    expect(lines.slice(1, -1)).toEqual([
      ...issues.slice(0, 10).map((each) => `  - record ${each.recordId}, ${each.path}: ${each.message}`),
      "  - and 2 more",
    ]);
    expect(error.issues).toEqual(issues);
  });
});
