import { z } from "zod";
import { isCalendarDate } from "../workshop/workshop-calendar.ts";
import { pocketDetailsSchema } from "./pocket-details.ts";

/** docs/rules/orders.md, Statuses: exactly these, lowercase everywhere. */
export const ORDER_STATUSES = ["pending", "in_progress", "shipped", "completed", "cancelled"] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INVALID_STATUS_MESSAGE = `Status must be one of ${ORDER_STATUSES.join(", ")}`;

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: INVALID_STATUS_MESSAGE });

export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

export const PROMISED_BY_MESSAGE = "The promise must be a real date written YYYY-MM-DD";
export const STATUS_OR_PROMISE_MESSAGE = "Give a status, a promisedBy date, a pocket, or several";

/**
 * Body of PATCH /api/orders/{id}: a `status`, a `promisedBy` (the owner
 * moves the promise), a `pocket` (the stringer completes the pocket in
 * detail: the whole object, replacing the stored one; null clears it), or
 * several. `expectedStatus`: the status the admin saw
 * (docs/rules/orders.md, Stale screens); when the order has another one the
 * answer is 409 with the current order and nothing changes.
 */
export const orderStatusBodySchema = z
  .object({
    status: orderStatusSchema.optional(),
    promisedBy: z.string({ error: PROMISED_BY_MESSAGE }).refine(isCalendarDate, { error: PROMISED_BY_MESSAGE }).optional(),
    // Absent leaves the pocket as it is (optional() skips the schema, whose own absent is the empty pocket).
    pocket: pocketDetailsSchema.optional(),
    expectedStatus: orderStatusSchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.promisedBy !== undefined || body.pocket !== undefined, {
    error: STATUS_OR_PROMISE_MESSAGE,
    path: ["status"],
  });

/**
 * Counts per status from (status, count) rows: every status present, zero
 * when absent, plus the total and how many orders are unpaid.
 */
export function orderCounts(
  rows: readonly { status: string; count: number }[],
  unpaid: number,
): Record<OrderStatus, number> & { total: number; unpaid: number } {
  const counts = { pending: 0, in_progress: 0, shipped: 0, completed: 0, cancelled: 0, total: 0, unpaid };
  for (const { status, count } of rows) {
    if (isOrderStatus(status)) counts[status] += count;
    counts.total += count;
  }
  return counts;
}
