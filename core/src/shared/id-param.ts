import { z } from "zod";

/** A path id: a positive integer; anything else is a 400, not a lookup. */
export const idSchema = z.coerce
  .number({ error: "id must be a number" })
  .int("id must be a whole number")
  .min(1, "id must be a positive whole number")
  .max(2_147_483_647, "id is out of range");

/** `validate("param", idParamSchema)` for routes with `:id`. */
export const idParamSchema = z.object({ id: idSchema });
