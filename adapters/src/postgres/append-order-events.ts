import type { NewOrderEvent, OrderEvent, OrderEventType } from "@stringing/core/orders/order-event";
import type { Executor } from "./db.ts";
import { orderEvents } from "./schema/index.ts";
import { runStatementText } from "./statement-text.ts";

type StoredEvent = { id: number; order_id: number; type: string; at: unknown; actor: string; data: Record<string, unknown> };

// Written once per number of events, not rebuilt by drizzle for every order (decision record 0021). $1 is the order.
const insertTexts = new Map<number, string>();
function insertText(count: number): string {
  let text = insertTexts.get(count);
  if (!text) {
    const rows = Array.from({ length: count }, (_, index) => `($1, $${3 * index + 2}, $${3 * index + 3}, $${3 * index + 4})`);
    text = `insert into order_events (order_id, type, actor, data) values ${rows.join(", ")} returning id, order_id, type, at, actor, data`;
    insertTexts.set(count, text);
  }
  return text;
}

/** Writes an order's timeline events in one statement; the serial ids follow the order given, which is the timeline's order. */
export async function appendOrderEvents(tx: Executor, orderId: number, events: readonly NewOrderEvent[]): Promise<OrderEvent[]> {
  if (!events.length) return [];
  const parameters = [orderId, ...events.flatMap((event) => [event.type, event.actor, orderEvents.data.mapToDriverValue(event.data)])];
  const rows = await runStatementText<StoredEvent>(tx, insertText(events.length), parameters);
  return rows
    .map((row) => ({
      id: Number(row.id),
      orderId: Number(row.order_id),
      type: row.type as OrderEventType,
      at: orderEvents.at.mapFromDriverValue(row.at as string) as Date,
      actor: row.actor,
      data: row.data,
    }))
    .sort((a, b) => a.id - b.id);
}
