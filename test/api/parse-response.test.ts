import { describe, expect, it } from "vitest";
import { ContractError } from "../../src/api/errors/contract-error.ts";
import { parseResponse } from "../../src/api/parse-response.ts";
import { classSchema, listEnvelope } from "../../src/api/schemas/index.ts";
import { aClass } from "../fixtures/catalog-records.ts";

const listOfClasses = listEnvelope(classSchema);
const page = (data: unknown) => ({ data, pagination: { total: 1, limit: 100, offset: 0, has_more: false } });

function parse(body: unknown) {
  const warnings: string[] = [];
  const context = { endpoint: "GET /classes?limit=100&offset=0", endpointTemplate: "/classes", warn: (line: string) => warnings.push(line), reportedUnknownFields: new Set<string>() };
  try {
    return { value: parseResponse(listOfClasses, body, context), error: null, warnings };
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    return { value: null, error, warnings };
  }
}

describe("parseResponse", () => {
  it("warns once about an unknown field however many records carry it, at any index", () => {
    const records = Array.from({ length: 12 }, () => aClass() as Record<string, unknown>);
    records[2]!.sparkle = true;
    records[10]!.sparkle = true;
    const { value, error, warnings } = parse(page(records));
    expect(error).toBeNull();
    expect(value!.data[10]).not.toHaveProperty("sparkle");
    expect(warnings).toEqual(['/classes sent an unknown field "data[].sparkle"; it was ignored (the API may be newer than this site).']);
  });

  it("fails a response that breaks the contract on its violations alone, without warning about its unknown fields", () => {
    const bad = { ...aClass(), sparkle: true, price_cents: -1 };
    const { error, warnings } = parse(page([bad]));
    expect(error!.issues).toStrictEqual([{ path: "data[0].price_cents", message: "Expected cents of 0 or more", recordId: bad.id }]);
    expect(warnings).toEqual([]);
  });

  it.each([
    ["null where text is required", { name: null }, "data[1].name", "Invalid input: expected string, received null"],
    ["a missing field", { name: undefined }, "data[1].name", "Invalid input: expected string, received undefined"],
    ["a list where an object is required", { capacity: [] }, "data[1].capacity", "Invalid input: expected object, received array"],
  ])("names the record that has %s", (_case, change, path, message) => {
    const bad = { ...aClass(), ...change };
    const { error } = parse(page([aClass(), bad]));
    expect(error!.issues).toStrictEqual([{ path, message, recordId: bad.id }]);
  });

  it("names the record a list endpoint sent on its own instead of a list", () => {
    const record = aClass();
    const { error } = parse(page(record));
    expect(error!.issues).toStrictEqual([{ path: "data", message: "Invalid input: expected array, received object", recordId: record.id }]);
  });

  it("gives the reason a weekday key is wrong, not only that the key is", () => {
    const bad = aClass({ day_schedules: { "7": [{ time: "16:00", duration: null }] } as never });
    const { error } = parse(page([bad]));
    expect(error!.issues).toStrictEqual([
      { path: "data[0].day_schedules.7", message: 'Expected a weekday key "0" (Sunday) to "6" (Saturday)', recordId: bad.id },
    ]);
  });
});
