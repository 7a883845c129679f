/**
 * @module Orders: the public intake (POST /api/orders) and the admin's
 * order management: work status, the head's receipt and its promise,
 * shipping, payment, the price, the timeline and its notes, and the work
 * ticket. Every route but the intake is admin-only;
 * every change goes through a core use case that writes its timeline event
 * in the same transaction.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AddOrderNoteInput } from "@stringing/core/orders/add-order-note";
import { parseAdditionalRequests } from "@stringing/core/orders/additional-requests";
import type { OrderStatusChanged } from "@stringing/core/orders/change-order";
import type { ChangeOrderStatusInput } from "@stringing/core/orders/change-order-status";
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from "@stringing/core/orders/idempotency-key";
import type { Order } from "@stringing/core/orders/order";
import type { OrderEvent } from "@stringing/core/orders/order-event";
import { balanceDue } from "@stringing/core/orders/balance-due";
import { type Charge, chargeView } from "@stringing/core/orders/charges/charge";
import { orderFormSchema } from "@stringing/core/orders/order-form";
import { orderListQuerySchema } from "@stringing/core/orders/order-list-query";
import { orderPriceBodySchema } from "@stringing/core/orders/order-price";
import { noteBodySchema } from "@stringing/core/orders/order-note";
import { orderStatusBodySchema } from "@stringing/core/orders/order-status";
import { paymentUpdateSchema } from "@stringing/core/orders/payment";
import type { PlaceOrderInput, PlaceOrderResult } from "@stringing/core/orders/place-order";
import type { ReorderInput } from "@stringing/core/orders/reorder";
import type { SetOrderPriceInput } from "@stringing/core/orders/set-order-price";
import type { SetPaymentStatusInput } from "@stringing/core/orders/set-payment-status";
import { statusPathFor } from "@stringing/core/orders/tracking-token";
import type { OrderRepository } from "@stringing/core/ports/order-repository.port";
import { idParamSchema, idSchema } from "@stringing/core/shared/id-param";
import type { DomainError } from "@stringing/core/shared/errors";
import type { Result } from "@stringing/core/shared/result";
import { shippingUpdateSchema } from "@stringing/core/shipping/shipping-update";
import type { UpdateShippingInput } from "@stringing/core/shipping/update-shipping";
import type { ReceiveHeadInput } from "@stringing/core/workshop/receive-head";
import type { OrderMaterial } from "@stringing/core/inventory/materials/order-materials";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type OrderRoutesDeps = {
  orders: OrderRepository;
  placeOrder: (input: PlaceOrderInput) => Promise<Result<PlaceOrderResult>>;
  reorder: (input: ReorderInput) => Promise<Result<PlaceOrderResult>>;
  changeStatus: (input: ChangeOrderStatusInput) => Promise<Result<Order, DomainError | OrderStatusChanged>>;
  receive: (input: ReceiveHeadInput) => Promise<Result<Order, DomainError | OrderStatusChanged>>;
  updateShipping: (input: UpdateShippingInput) => Promise<Result<Order, DomainError | OrderStatusChanged>>;
  setPayment: (input: SetPaymentStatusInput) => Promise<Result<Order>>;
  setPrice: (input: SetOrderPriceInput) => Promise<Result<Order, DomainError | OrderStatusChanged>>;
  addNote: (input: AddOrderNoteInput) => Promise<Result<OrderEvent>>;
  /** What the order took off the shelf (docs/rules/inventory.md, Materials off the shelf). */
  materialsOf: (orderId: number) => Promise<OrderMaterial[]>;
  /** What each order of a page took, in one read for the page's ids (absent: nothing taken). */
  materialsOfOrders: (orderIds: readonly number[]) => Promise<Map<number, OrderMaterial[]>>;
  /** The extra work of each order named, in one read (docs/rules/payments.md, Extra work). */
  chargesOf: (orderIds: readonly number[]) => Promise<Map<number, Charge[]>>;
  printTicket: (id: number) => Promise<Result<{ pdf: Uint8Array; fileName: string }>>;
  /** Where status page links point. */
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

/**
 * The order record (docs/rules/records.md, Orders) as the back office sees it: with the
 * payment fields, `details` read from its labelled additionalRequests, and
 * `statusUrl`, the customer's status page (to send them); the bare token is
 * not repeated. Given the order's charges, with them and `balanceDue`.
 */
export const orderView = (order: Order, origin: string, charges?: readonly Charge[]) => {
  const { trackingToken, ...shown } = order;
  const view = { ...shown, details: parseAdditionalRequests(order.additionalRequests), statusUrl: `${origin}${statusPathFor(trackingToken)}` };
  return charges ? { ...view, charges: charges.map(chargeView), balanceDue: balanceDue(order, charges) } : view;
};

/** One timeline event as GET /api/orders/{id}/events answers it. */
export const orderEventView = (event: OrderEvent) => ({ id: event.id, type: event.type, at: event.at, actor: event.actor, data: event.data });

const ORDER_NOT_FOUND = { message: "Order not found" };
const customerParamSchema = z.object({ customerId: idSchema });
const idempotencyHeaderSchema = z.object({ "idempotency-key": idempotencyKeySchema.optional() });

/** Who made a change: the signed-in admin (requireAdmin ran first). */
const actorOf = (c: Context<AppEnv>): string => c.get("user")?.username ?? "system";

/** The orders with their charges and balance: one read of charges for all of them, never one per order. */
const orderViews = (deps: Pick<OrderRoutesDeps, "chargesOf" | "origin">) => async (orders: readonly Order[]) => {
  const charges = await deps.chargesOf(orders.map((order) => order.id));
  return orders.map((order) => orderView(order, deps.origin, charges.get(order.id) ?? []));
};

/**
 * Orders in the list's shape (GET /api/orders rows, the workshop board's
 * lists): each with its charges, balance and materials (a shortage shows on
 * the row), read for all of them in two statements.
 */
export const orderListRows = (deps: Pick<OrderRoutesDeps, "chargesOf" | "materialsOfOrders" | "origin">) => {
  const views = orderViews(deps);
  return async (orders: readonly Order[]) => {
    const [rows, materials] = await Promise.all([views(orders), deps.materialsOfOrders(orders.map((order) => order.id))]);
    return rows.map((row) => ({ ...row, materials: materials.get(row.id) ?? [] }));
  };
};

export const orderRoutes = (deps: OrderRoutesDeps) => {
  const views = orderViews(deps);
  const listRows = orderListRows(deps);
  const view = async (order: Order) => (await views([order]))[0]!;
  /** Who changes the order, and where the links of the mails the change queues point. */
  const change = (c: Context<AppEnv>) => ({ actor: actorOf(c), siteOrigin: deps.origin });
  /** A status change's answer: the order, or 409 `{message, order}` with the order as it is now when the admin's screen was stale. */
  const changed = async (c: Context<AppEnv>, result: Result<Order, DomainError | OrderStatusChanged>) => {
    if (result.ok) return c.json(await view(result.value));
    return domainErrorResponse(c, result.error, "current" in result.error ? { order: await view(result.error.current) } : undefined);
  };
  return (
    new Hono<AppEnv>()
      .post("/", validate("json", orderFormSchema), async (c) => {
        const header = c.req.header("idempotency-key");
        let idempotencyKey: string | undefined;
        if (header !== undefined) {
          const parsed = idempotencyKeySchema.safeParse(header);
          if (!parsed.success) return c.json({ message: IDEMPOTENCY_KEY_MESSAGE, errors: { "Idempotency-Key": IDEMPOTENCY_KEY_MESSAGE } }, 400);
          idempotencyKey = parsed.data;
        }
        const result = await deps.placeOrder({ form: c.req.valid("json"), idempotencyKey, siteOrigin: deps.origin });
        if (!result.ok) return domainErrorResponse(c, result.error);
        if (result.value.replayed) c.header("Idempotent-Replayed", "true");
        const { id, paymentUrl, statusPath } = result.value.body;
        return c.json({ id, paymentUrl, statusUrl: `${deps.origin}${statusPath}` }, 201);
      })
      // A paged list says how many match in X-Total-Count, so a table can page through them.
      .get("/", requireAdmin, validate("query", orderListQuerySchema), async (c) => {
        const query = c.req.valid("query");
        const [orders, total] = await Promise.all([deps.orders.list(query), query.limit !== undefined ? deps.orders.count(query) : null]);
        if (total !== null) c.header("X-Total-Count", String(total));
        return c.json(await listRows(orders));
      })
      // Declared before /:id: the dashboard's counts, without downloading any order.
      .get("/summary", requireAdmin, async (c) => c.json(await deps.orders.countByStatus()))
      .get("/customer/:customerId", requireAdmin, validate("param", customerParamSchema), async (c) => {
        const orders = await deps.orders.listByCustomer(c.req.valid("param").customerId);
        if (!orders) return c.json({ message: "Customer not found" }, 404);
        return c.json(await views(orders));
      })
      .get("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
        const order = await deps.orders.findById(c.req.valid("param").id);
        if (!order) return c.json(ORDER_NOT_FOUND, 404);
        // Optional in the type: the single order and the list's rows carry their materials, a change's answer (the same type to the admin) does not.
        const shown: Awaited<ReturnType<typeof view>> & { materials?: OrderMaterial[] } = {
          ...(await view(order)),
          materials: await deps.materialsOf(order.id),
        };
        return c.json(shown);
      })
      .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", orderStatusBodySchema), async (c) => {
        const { status, promisedBy, pocket, expectedStatus } = c.req.valid("json");
        return changed(c, await deps.changeStatus({ id: c.req.valid("param").id, status, promisedBy, pocket, expectedStatus, ...change(c) }));
      })
      // The head is in the workshop: received now, with its promise; again, the order as it is.
      .post("/:id/receive", requireAdmin, validate("param", idParamSchema), async (c) => {
        return changed(c, await deps.receive({ id: c.req.valid("param").id, ...change(c) }));
      })
      // A new order like this one (docs/rules/orders.md, Reordering): the intake's answer, for the owner to send on.
      .post("/:id/reorder", requireAdmin, validate("param", idParamSchema), validate("header", idempotencyHeaderSchema), async (c) => {
        const idempotencyKey = c.req.valid("header")["idempotency-key"];
        const result = await deps.reorder({ id: c.req.valid("param").id, idempotencyKey, ...change(c) });
        if (!result.ok) return domainErrorResponse(c, result.error);
        if (result.value.replayed) c.header("Idempotent-Replayed", "true");
        const { id, paymentUrl, statusPath } = result.value.body;
        return c.json({ id, paymentUrl, statusUrl: `${deps.origin}${statusPath}` }, 201);
      })
      .patch("/:id/shipping", requireAdmin, validate("param", idParamSchema), validate("json", shippingUpdateSchema), async (c) => {
        return changed(c, await deps.updateShipping({ id: c.req.valid("param").id, update: c.req.valid("json"), ...change(c) }));
      })
      .patch("/:id/payment", requireAdmin, validate("param", idParamSchema), validate("json", paymentUpdateSchema), async (c) => {
        const result = await deps.setPayment({ id: c.req.valid("param").id, update: c.req.valid("json"), ...change(c) });
        return result.ok ? c.json(await view(result.value)) : domainErrorResponse(c, result.error);
      })
      .patch("/:id/price", requireAdmin, validate("param", idParamSchema), validate("json", orderPriceBodySchema), async (c) => {
        return changed(c, await deps.setPrice({ id: c.req.valid("param").id, servicePrice: c.req.valid("json").servicePrice, ...change(c) }));
      })
      .get("/:id/events", requireAdmin, validate("param", idParamSchema), async (c) => {
        const events = await deps.orders.events(c.req.valid("param").id);
        return events ? c.json(events.map(orderEventView)) : c.json(ORDER_NOT_FOUND, 404);
      })
      .post("/:id/notes", requireAdmin, validate("param", idParamSchema), validate("json", noteBodySchema), async (c) => {
        const result = await deps.addNote({ id: c.req.valid("param").id, text: c.req.valid("json").text, actor: actorOf(c) });
        return result.ok ? c.json(orderEventView(result.value), 201) : domainErrorResponse(c, result.error);
      })
      .get("/:id/ticket.pdf", requireAdmin, validate("param", idParamSchema), async (c) => {
        const result = await deps.printTicket(c.req.valid("param").id);
        if (!result.ok) return domainErrorResponse(c, result.error);
        return c.body(result.value.pdf as Uint8Array<ArrayBuffer>, 200, {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="${result.value.fileName}"`,
          "Cache-Control": "private, no-store",
        });
      })
      .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
        const { id } = c.req.valid("param");
        return (await deps.orders.delete(id)) ? c.json({ message: "Order deleted", id }) : c.json(ORDER_NOT_FOUND, 404);
      })
  );
};
