import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The outbox: every domain event a change recorded (core/src/events/domain-event.ts),
 * written in the change's own transaction, so it exists exactly when the
 * change committed. `data` holds the event's own fields past its type,
 * order and actor. No foreign key: the record outlives a deleted order.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    type: text("type").notNull(),
    orderId: integer("order_id").notNull(),
    actor: text("actor").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("outbox_events_order_idx").on(table.orderId, table.id)],
);
