import { z } from "zod";

/** How long a key's answer is kept for retries: a client retrying a day later is not retrying. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 200 visible characters";

/** The Idempotency-Key header of POST /api/orders: any visible ASCII, as clients send UUIDs or similar. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{1,200}$/, IDEMPOTENCY_KEY_MESSAGE);
