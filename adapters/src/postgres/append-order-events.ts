import type { NewOrderEvent, OrderEvent } from "@stringing/core/orders/order-event";
import type { Executor } from "./db.ts";
import { toOrderEvent } from "./order-repository.ts";
import { orderEvents } from "./schema/index.ts";

/** Writes an order's timeline events in one statement; the serial ids follow the order given, which is the timeline's order. */
export async function appendOrderEvents(tx: Executor, orderId: number, events: readonly NewOrderEvent[]): Promise<OrderEvent[]> {
  if (!events.length) return [];
  const rows = await tx
    .insert(orderEvents)
    .values(events.map((event) => ({ orderId, ...event })))
    .returning();
  return rows.map(toOrderEvent).sort((a, b) => a.id - b.id);
}
