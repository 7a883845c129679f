import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { orders } from "./orders.ts";

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
    /** The order whose materials moved the stock (docs/rules/inventory.md, Materials off the shelf); null for the owner's own changes. */
    orderId: integer("order_id"),
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

/** The owner's materials rules, the whole list saved at once, kept in the order given (`position`). */
export const materialRules = pgTable(
  "material_rules",
  {
    id: serial("id").primaryKey(),
    position: integer("position").notNull(),
    field: text("field").notNull(),
    equals: text("equals").notNull(),
    itemId: integer("item_id")
      .notNull()
      .references(() => inventory.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (table) => [uniqueIndex("material_rules_position_idx").on(table.position)],
);

/**
 * What an order took off the shelf when it started, one row per item: the
 * fact that it was taken, so going back and forth never takes it twice.
 * `returnedAt` is set when a cancellation puts it back. No foreign key to
 * the item: a deleted item's take stays readable under its name.
 */
export const orderMaterials = pgTable(
  "order_materials",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    itemId: integer("item_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    short: integer("short").notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }).defaultNow().notNull(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.itemId] })],
);
