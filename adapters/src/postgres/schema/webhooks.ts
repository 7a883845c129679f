import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Webhook events already handled, by provider and the provider's event id,
 * so a replayed or retried delivery changes nothing the second time.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
