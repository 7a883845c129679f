import { z } from "zod";
import { INVENTORY_CATEGORIES, type InventoryCategory } from "./categories.ts";

export type InventoryItem = {
  id: number;
  name: string;
  category: string;
  quantity: number;
  threshold: number;
  createdAt: Date;
  updatedAt: Date;
};

export const DEFAULT_QUANTITY = 0;
export const DEFAULT_THRESHOLD = 5;
/** Far below the int4 column's limit, so that adding two of them still fits. */
export const MAX_QUANTITY = 1_000_000_000;

export const NAME_MESSAGE = "Name must be at least 2 characters.";
export const CATEGORY_MESSAGE = "Please select a category.";
export const QUANTITY_MESSAGE = "Quantity must be a non-negative number.";
export const THRESHOLD_MESSAGE = "Threshold must be at least 1.";

/** Forms and CSV rows send numbers as text; "" means "not given". Anything else is left for zod to judge. */
export const numericText = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

const wholeNumber = (min: number, message: string, tooLarge: string) =>
  z.preprocess(numericText, z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(MAX_QUANTITY, { error: tooLarge }));

const fields = {
  name: z.string({ error: NAME_MESSAGE }).trim().min(2, { error: NAME_MESSAGE }),
  category: z.enum(INVENTORY_CATEGORIES, { error: CATEGORY_MESSAGE }),
  quantity: wholeNumber(0, QUANTITY_MESSAGE, "Quantity is too large."),
  threshold: wholeNumber(1, THRESHOLD_MESSAGE, "Threshold is too large."),
};

/** docs/rules/inventory.md, Items: a new inventory item. Quantity defaults to 0 and threshold to 5. */
export const inventoryItemSchema = z.object({
  name: fields.name,
  category: fields.category,
  quantity: fields.quantity.default(DEFAULT_QUANTITY),
  threshold: fields.threshold.default(DEFAULT_THRESHOLD),
});

/** PATCH: any subset of the fields, each checked as on create; absent fields stay as they are. */
export const inventoryItemPatchSchema = z.object({
  name: fields.name.optional(),
  category: fields.category.optional(),
  quantity: fields.quantity.optional(),
  threshold: fields.threshold.optional(),
});

export type NewInventoryItem = { name: string; category: InventoryCategory; quantity: number; threshold: number };
export type InventoryItemPatch = Partial<NewInventoryItem>;
