/**
 * @module Orders: the public intake (POST /api/orders) and the admin's
 * order management. Every route but the intake is admin-only.
 */
import { Hono } from "hono";
import { z } from "zod";
import { parseAdditionalRequests } from "@stringing/core/orders/additional-requests";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "@stringing/core/orders/idempotency-key";
import type { Order } from "@stringing/core/orders/order";
import { orderFormSchema } from "@stringing/core/orders/order-form";
import { orderListQuerySchema } from "@stringing/core/orders/order-list-query";
import { orderStatusBodySchema } from "@stringing/core/orders/order-status";
import type { PlaceOrderInput, PlaceOrderResult } from "@stringing/core/orders/place-order";
import type { OrderRepository } from "@stringing/core/ports/order-repository.port";
import { idParamSchema, idSchema } from "@stringing/core/shared/id-param";
import type { Result } from "@stringing/core/shared/result";
import { shippingUpdateChanges, shippingUpdateSchema } from "@stringing/core/shipping/shipping-update";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type OrderRoutesDeps = {
  orders: OrderRepository;
  placeOrder: (input: PlaceOrderInput) => Promise<Result<PlaceOrderResult>>;
};

/** The order entity of public spec §3, plus `details` read from its labelled additionalRequests. */
export const orderView = (order: Order) => ({ ...order, details: parseAdditionalRequests(order.additionalRequests) });

const ORDER_NOT_FOUND = { message: "Order not found" };
const customerParamSchema = z.object({ customerId: idSchema });

export const orderRoutes = (deps: OrderRoutesDeps) =>
  new Hono<AppEnv>()
    .post("/", validate("json", orderFormSchema), async (c) => {
      const header = c.req.header("idempotency-key");
      let idempotencyKey: string | undefined;
      if (header !== undefined) {
        const parsed = idempotencyKeySchema.safeParse(header);
        if (!parsed.success) return c.json({ message: IDEMPOTENCY_KEY_MESSAGE, errors: { "Idempotency-Key": IDEMPOTENCY_KEY_MESSAGE } }, 400);
        idempotencyKey = parsed.data;
      }
      const result = await deps.placeOrder({ form: c.req.valid("json"), idempotencyKey });
      if (!result.ok) return domainErrorResponse(c, result.error);
      if (result.value.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(result.value.body, 201);
    })
    .get("/", requireAdmin, validate("query", orderListQuerySchema), async (c) => {
      const orders = await deps.orders.list(c.req.valid("query"));
      return c.json(orders.map(orderView));
    })
    // Declared before /:id: the dashboard's counts, without downloading any order.
    .get("/summary", requireAdmin, async (c) => c.json(await deps.orders.countByStatus()))
    .get("/customer/:customerId", requireAdmin, validate("param", customerParamSchema), async (c) => {
      const orders = await deps.orders.listByCustomer(c.req.valid("param").customerId);
      if (!orders) return c.json({ message: "Customer not found" }, 404);
      return c.json(orders.map(orderView));
    })
    .get("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const order = await deps.orders.findById(c.req.valid("param").id);
      return order ? c.json(orderView(order)) : c.json(ORDER_NOT_FOUND, 404);
    })
    .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", orderStatusBodySchema), async (c) => {
      const order = await deps.orders.update(c.req.valid("param").id, { status: c.req.valid("json").status });
      return order ? c.json(orderView(order)) : c.json(ORDER_NOT_FOUND, 404);
    })
    .patch("/:id/shipping", requireAdmin, validate("param", idParamSchema), validate("json", shippingUpdateSchema), async (c) => {
      const order = await deps.orders.update(c.req.valid("param").id, shippingUpdateChanges(c.req.valid("json")));
      return order ? c.json(orderView(order)) : c.json(ORDER_NOT_FOUND, 404);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const { id } = c.req.valid("param");
      return (await deps.orders.delete(id)) ? c.json({ message: "Order deleted", id }) : c.json(ORDER_NOT_FOUND, 404);
    });
