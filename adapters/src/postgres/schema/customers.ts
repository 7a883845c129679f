import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").unique(),
    phone: text("phone"),
    position: text("position"),
    notes: text("notes"),
    totalOrders: integer("total_orders").default(0).notNull(),
    lastOrderDate: timestamp("last_order_date", { withTimezone: true }),
    imageUrls: text("image_urls").array().default(sql`'{}'::text[]`).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    shippingAddress: text("shipping_address"),
    shippingCity: text("shipping_city"),
    shippingState: text("shipping_state"),
    shippingZip: text("shipping_zip"),
    shippingCountry: text("shipping_country").default("United States"),
    preferredMesh: text("preferred_mesh"),
    preferredThread: text("preferred_thread"),
    preferredPocket: text("preferred_pocket"),
  },
  (table) => [
    index("customers_created_idx").on(table.createdAt),
    // Lookups by address ignore case (rows written by hand may differ): without it each intake scans every customer.
    index("customers_email_lower_idx").on(sql`lower(${table.email})`),
  ],
);
