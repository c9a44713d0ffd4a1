import { readFile } from "node:fs/promises";
import { z } from "zod";
import {
  appointmentServiceSchema,
  categorySchema,
  classInstanceSchema,
  classSchema,
  locationSchema,
  meSchema,
  membershipTypeSchema,
  registrationDetailSchema,
  trialClassSchema,
} from "../api/schemas/index.ts";
import { isTimeZone } from "../core/local-time.ts";
import { EmulatorOptionsError } from "./emulator-options-error.ts";
import type { StudioData } from "./types.ts";

/**
 * A studio to serve, as a JSON file holding `StudioData` (src/emulator/types.ts): a
 * catalog saved from a test (the random-studio checks write their failing case so)
 * or written by hand. Every record is checked with the API's schemas, so the emulator
 * never serves what the spec does not allow; the file is served as written.
 */
export const studioDataSchema = z.strictObject({
  studio: meSchema.shape.studio,
  timezone: z.string().refine(isTimeZone, { error: "Expected an IANA time zone such as America/New_York" }),
  classes: z.array(classSchema),
  instances: z.array(classInstanceSchema),
  categories: z.array(categorySchema),
  trialClasses: z.array(trialClassSchema),
  registrations: z.array(registrationDetailSchema),
  membershipTypes: z.array(membershipTypeSchema),
  appointmentServices: z.array(appointmentServiceSchema),
  locations: z.array(locationSchema),
});

/** Reads and checks a studio file; the error names the file and each problem with its path. */
export async function readStudioDataFile(path: string): Promise<StudioData> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new EmulatorOptionsError(`Could not read the studio file ${path}: ${(error as Error).message}. Give a JSON file holding the emulator's StudioData.`);
  }
  const result = studioDataSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.slice(0, 10).map((issue) => `  ${issue.path.join(".") || "(top level)"}: ${issue.message}`);
    const more = result.error.issues.length > 10 ? `\n  … and ${result.error.issues.length - 10} more` : "";
    throw new EmulatorOptionsError(`The studio file ${path} is not a studio the spec allows:\n${lines.join("\n")}${more}`);
  }
  // Served as written: the schemas' parse would respell date-times, and the file is the API's answer.
  return raw as StudioData;
}
