import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const inventory = pgTable("inventory", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  quantity: integer("quantity").default(0).notNull(),
  threshold: integer("threshold").default(5).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Written by the server on every change. No foreign key: the history of a
 * deleted item stays readable.
 */
export const inventoryHistory = pgTable(
  "inventory_history",
  {
    id: serial("id").primaryKey(),
    inventoryId: integer("inventory_id").notNull(),
    actionType: text("action_type").notNull(),
    description: text("description").notNull(),
    quantityBefore: integer("quantity_before"),
    quantityAfter: integer("quantity_after"),
    actionBy: text("action_by"),
    timestamp: timestamp("timestamp", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index("inventory_history_item_idx").on(table.inventoryId, table.timestamp)],
);

/** The merchandise catalogue record (docs/rules/records.md, Products) (distinct from shop_products). */
export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description"),
  price: integer("price").default(0).notNull(),
  category: text("category"),
  imageUrl: text("image_url"),
  createdAt: createdAt(),
});
