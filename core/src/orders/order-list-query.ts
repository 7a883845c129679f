import { z } from "zod";
import { pagingQuerySchema } from "../shared/paging.ts";
import { orderStatusSchema } from "./order-status.ts";
import { paymentStatusSchema } from "./payment-status.ts";

/**
 * Query of GET /api/orders: paging plus the shipping tab's filters (admin
 * spec §2, §4) and the contract's: `q` (an order number, `#12` or `12`, or
 * text), `status` and `paymentStatus`.
 */
export const orderListQuerySchema = pagingQuerySchema.extend({
  status: orderStatusSchema.optional(),
  shipped: z
    .enum(["true", "false"], { error: "shipped must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  paymentStatus: paymentStatusSchema.optional(),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
});

export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
