import { z } from "zod";

/**
 * docs/rules/api.md, Lists and paging: lists return every matching row unless the caller pages with
 * `limit` (and `offset`). One query schema for every list route.
 */
export const pagingQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(1000, "limit must be at most 1000")
    .optional(),
  offset: z.coerce.number({ error: "offset must be a number" }).int("offset must be a whole number").min(0, "offset must be at least 0").optional(),
});

export type Paging = z.infer<typeof pagingQuerySchema>;
