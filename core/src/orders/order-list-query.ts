import { z } from "zod";
import { pagingQuerySchema } from "../shared/paging.ts";
import { ORDER_SORT_KEYS, SORT_DIRECTIONS } from "./order-list-sort.ts";
import { orderStatusSchema } from "./order-status.ts";
import { paymentStatusSchema } from "./payment-status.ts";

/**
 * Query of GET /api/orders: paging plus the shipping tab's filters
 * (docs/rules/shipping.md, The shipping lists) and those of docs/rules/orders.md, Finding orders: `q` (an order number, `#12` or `12`, or
 * text), `status` and `paymentStatus`; and the Orders list's sort
 * (`sort`, `direction`; newest first without them).
 */
export const orderListQuerySchema = pagingQuerySchema.extend({
  status: orderStatusSchema.optional(),
  shipped: z
    .enum(["true", "false"], { error: "shipped must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  paymentStatus: paymentStatusSchema.optional(),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  sort: z.enum(ORDER_SORT_KEYS, { error: `sort must be one of ${ORDER_SORT_KEYS.join(", ")}` }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: "direction must be asc or desc" }).optional(),
});

export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
