import { sql } from "drizzle-orm";
import type { ChargeStatus } from "@stringing/core/orders/charges/charge";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { orders } from "./orders.ts";

/**
 * Extra work proposed on an order (docs/rules/payments.md, Extra work). The
 * balance is computed from these rows and the order's amount paid, never
 * stored, so no second copy can disagree.
 */
export const orderCharges = pgTable(
  "order_charges",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    description: text("description").notNull(),
    amount: integer("amount").notNull(),
    status: text("status").$type<ChargeStatus>().default("proposed").notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("order_charges_order_idx").on(table.orderId),
    check("order_charges_amount_check", sql`${table.amount} between 1 and 100000`),
    check("order_charges_status_check", sql`${table.status} in ('proposed', 'approved', 'declined', 'withdrawn')`),
  ],
);
