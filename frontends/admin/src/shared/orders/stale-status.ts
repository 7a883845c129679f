/**
 * @module A status change the server refused because the screen was stale
 * (docs/rules/orders.md, Stale screens): 409 `{message, order}` with the
 * order as it is now. The screen says what happened in the owner's words and
 * shows that order.
 */
import { ApiError } from "@stringing/ui/api-request";
import { type Order, orderStatusLabel } from "./order.ts";

/** The current order a 409 of a status change carries, or `undefined` for any other failure. */
export function currentOrderOf(error: unknown): Order | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { order?: unknown } | undefined;
  const order = body?.order as Partial<Order> | undefined;
  return order && typeof order.id === "number" && typeof order.status === "string" ? (order as Order) : undefined;
}

/** "This order changed to Shipped meanwhile; nothing was changed", or `undefined` when the failure is not a stale status. */
export function staleStatusMessage(error: unknown): string | undefined {
  const current = currentOrderOf(error);
  return current ? `This order changed to ${orderStatusLabel(current.status)} meanwhile; nothing was changed.` : undefined;
}
