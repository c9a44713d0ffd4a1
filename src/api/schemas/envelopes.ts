import { z } from "zod";
import { count } from "./primitives.ts";

/** Spec 2.1. */
export const paginationSchema = z.strictObject({
  total: count,
  limit: z.int().min(1),
  offset: count,
  has_more: z.boolean(),
});

export const singleEnvelope = <T extends z.ZodType>(item: T) => z.strictObject({ data: item });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), pagination: paginationSchema });

/** Spec 7: every non-2xx body. */
export const errorBodySchema = z.strictObject({
  error: z.strictObject({ code: z.string(), message: z.string() }),
});

export type Pagination = z.infer<typeof paginationSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
