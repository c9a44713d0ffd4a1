import { z } from "zod";
import { count, hourMinute, uuid } from "./primitives.ts";

/** Spec 2.2. `color` is meant to be hex; the site checks it before using it in CSS. */
export const categoryRefSchema = z.strictObject({
  id: uuid,
  name: z.string(),
  color: z.string().nullable(),
});

export const locationRefSchema = z.strictObject({
  id: uuid,
  name: z.string(),
});

export const instructorSchema = z.strictObject({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

export const ageRangeSchema = z.strictObject({
  min: count.nullable(),
  max: count.nullable(),
});

export const capacitySchema = z.strictObject({
  max: count.nullable(),
  enrolled: count,
  spots_remaining: count.nullable(),
});

export const weekdayKey = z.enum(["0", "1", "2", "3", "4", "5", "6"]);

export const daySlotSchema = z.strictObject({
  time: hourMinute,
  duration: count.nullable(),
});

/**
 * Keys "0" (Sunday) to "6" (Saturday); days without classes are simply absent. A key
 * outside 0-6 is a contract violation (an `invalid_key` issue), not an unknown field.
 */
export const daySchedulesSchema = z.record(
  z.string().regex(/^[0-6]$/, { error: 'Expected a weekday key "0" (Sunday) to "6" (Saturday)' }),
  z.array(daySlotSchema),
);

export type CategoryRef = z.infer<typeof categoryRefSchema>;
export type LocationRef = z.infer<typeof locationRefSchema>;
export type Instructor = z.infer<typeof instructorSchema>;
export type AgeRange = z.infer<typeof ageRangeSchema>;
export type Capacity = z.infer<typeof capacitySchema>;
export type WeekdayKey = z.infer<typeof weekdayKey>;
export type DaySlot = z.infer<typeof daySlotSchema>;
export type DaySchedules = z.infer<typeof daySchedulesSchema>;
