/** docs/rules/inventory.md, Categories: the inventory categories, in the order the forms list them. */
export const INVENTORY_CATEGORIES = ["mesh", "thread", "string", "accessories", "tools", "other"] as const;

export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const isInventoryCategory = (value: unknown): value is InventoryCategory =>
  typeof value === "string" && (INVENTORY_CATEGORIES as readonly string[]).includes(value);
