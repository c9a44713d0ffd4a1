import { describe, expect, it } from "vitest";
import { HttpStatusError } from "../../src/api/errors/http-status-error.ts";
import { unlessVanished, vanishedWarning, withoutVanished, type VanishedRecord } from "../../src/sync/vanished-records.ts";

const answered = (status: number) =>
  new HttpStatusError({ endpoint: "GET /classes/x/instances", status, apiCode: "not_found", apiMessage: null, keyHint: "svc_sk_…", requiredScope: null });

const records = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("withoutVanished", () => {
  it("leaves out the vanished records of its own kind only, in the order given", () => {
    const vanished: VanishedRecord[] = [
      { kind: "class", id: "b", name: "Ballet" },
      { kind: "season", id: "c", name: "Spring" },
    ];
    expect(withoutVanished(records, vanished, "class")).toEqual([{ id: "a" }, { id: "c" }]);
    expect(withoutVanished(records, vanished, "season")).toEqual([{ id: "a" }, { id: "b" }]);
    expect(withoutVanished(records, [], "class")).toEqual(records);
  });
});

describe("vanishedWarning", () => {
  it("names the record, the endpoint that answered 404 and what the sync did", () => {
    expect(vanishedWarning({ kind: "class", id: "b", name: "Ballet" })).toBe(
      'Class "Ballet" (b) was listed, then its sessions answered 404: the studio archived it during the sync, so it is left out of the site.',
    );
    expect(vanishedWarning({ kind: "season", id: "c", name: "Spring" })).toMatch(/^Season "Spring" \(c\) was listed, then its detail answered 404/);
  });
});

describe("unlessVanished", () => {
  it("turns a 404 into null and lets every other failure through", async () => {
    expect(await unlessVanished(async () => 1)).toBe(1);
    const notFound = answered(404);
    expect(await unlessVanished(() => Promise.reject(notFound))).toBeNull();
    const serverError = answered(500);
    await expect(unlessVanished(() => Promise.reject(serverError))).rejects.toBe(serverError);
  });
});
