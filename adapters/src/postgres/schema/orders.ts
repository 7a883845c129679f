import { sql } from "drizzle-orm";
import type { ShippingInfo } from "@stringing/core/orders/order";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { cents, createdAt, updatedAt } from "./columns.ts";
import { customers } from "./customers.ts";

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    serviceName: text("service_name").notNull(),
    servicePrice: cents("service_price"),
    meshType: text("mesh_type"),
    meshColor: text("mesh_color"),
    stringType: text("string_type"),
    stringColor: text("string_color"),
    additionalRequests: text("additional_requests"),
    status: text("status").default("pending").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    shippingInfo: jsonb("shipping_info").$type<ShippingInfo>(),
    shippingLabelUrl: text("shipping_label_url"),
    trackingNumber: text("tracking_number"),
    returnLabelUrl: text("return_label_url"),
    returnTrackingNumber: text("return_tracking_number"),
    outboundLabelUrl: text("outbound_label_url"),
    outboundTrackingNumber: text("outbound_tracking_number"),
    timeToDelivery: integer("time_to_delivery"),
    /** Apart from the work status (docs/rules/payments.md, Payment status). */
    paymentStatus: text("payment_status").default("unpaid").notNull(),
    /** Integer cents, or null while unpaid. */
    amountPaid: integer("amount_paid"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the head arrived in the workshop (docs/rules, Receiving and the promise). */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    /** The workshop's calendar day the stick is promised back by, YYYY-MM-DD. */
    promisedBy: date("promised_by", { mode: "string" }),
    /** The pocket in detail (core's PocketDetails); '{}' until the player or the stringer says a part. */
    pocket: jsonb("pocket").default({}).notNull(),
    /**
     * The capability in the customer's status page URL (/track/<token>): 64
     * hex digits that cannot be guessed. The intake draws it (core's
     * `newTrackingToken`, 256 random bits); this default (two version-4
     * UUIDs, 244 random bits from gen_random_uuid) serves any other writer.
     */
    trackingToken: text("tracking_token")
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`)
      .notNull()
      .unique(),
  },
  (table) => [
    check("orders_status_check", sql`${table.status} in ('pending','in_progress','shipped','completed','cancelled')`),
    check("orders_payment_status_check", sql`${table.paymentStatus} in ('unpaid','partially_paid','paid','refunded')`),
    index("orders_payment_status_idx").on(table.paymentStatus),
    index("orders_created_idx").on(table.createdAt),
    index("orders_customer_idx").on(table.customerId),
    index("orders_status_idx").on(table.status),
    // The board and the promise's day counts read only open orders; partial indexes keep them small at 100,000 orders.
    index("orders_open_promised_idx")
      .on(table.promisedBy, table.id)
      .where(sql`${table.status} in ('pending','in_progress') and ${table.promisedBy} is not null`),
    index("orders_awaiting_arrival_idx").on(table.createdAt, table.id).where(sql`${table.status} = 'pending' and ${table.receivedAt} is null`),
  ],
);

/** A retried POST /api/orders with the same Idempotency-Key returns the first order. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  scope: text("scope").notNull(),
  responseStatus: integer("response_status").notNull(),
  responseBody: jsonb("response_body").notNull(),
  createdAt: createdAt(),
});

/** Every label bought or drawn for an order; the order keeps the current URLs. */
export const shippingLabels = pgTable(
  "shipping_labels",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    labelUrl: text("label_url").notNull(),
    rate: cents("rate"),
    /** The carrier API's own id of the purchase (Shippo's transaction), to void it. */
    providerRef: text("provider_ref"),
    /** The carrier's own tracking page. */
    trackingUrl: text("tracking_url"),
    /** The last status the carrier reported (e.g. TRANSIT, DELIVERED), and when. */
    trackingStatus: text("tracking_status"),
    trackingStatusAt: timestamp("tracking_status_at", { withTimezone: true }),
    /** Set when the label was voided and its refund requested. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("shipping_labels_order_idx").on(table.orderId), index("shipping_labels_tracking_idx").on(table.trackingNumber)],
);

/**
 * The order's timeline: one row per change, written in the same transaction
 * as the change (docs/rules/orders.md, The timeline).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    /** The admin's username, or customer, system, stripe or a carrier's name. */
    actor: text("actor").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().default({}).notNull(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.at, table.id)],
);
