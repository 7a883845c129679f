/** @module The add/edit item form (docs/rules/inventory.md, Items): text while typing, checked with the core schema and its messages. */
import { firstIssuePerField } from "@stringing/ui/form-errors";
import { INVENTORY_CATEGORIES } from "@stringing/core/inventory/categories";
import { DEFAULT_QUANTITY, DEFAULT_THRESHOLD, inventoryItemSchema, type NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import { categoryLabel } from "./inventory-filters.ts";
import type { InventoryItem } from "./inventory-item.ts";

export type InventoryItemFormValues = { name: string; category: string; quantity: string; threshold: string };
export type InventoryItemFormErrors = Partial<Record<keyof InventoryItemFormValues, string>>;

export const NEW_ITEM_FORM: InventoryItemFormValues = {
  name: "",
  category: "",
  quantity: String(DEFAULT_QUANTITY),
  threshold: String(DEFAULT_THRESHOLD),
};

export const itemFormValues = (item: InventoryItem): InventoryItemFormValues => ({
  name: item.name,
  category: item.category,
  quantity: String(item.quantity),
  threshold: String(item.threshold),
});

export const CATEGORY_OPTIONS = INVENTORY_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }));

export type InventoryItemFormResult = { ok: true; item: NewInventoryItem } | { ok: false; errors: InventoryItemFormErrors };

/** What the schema checks of the form: an emptied number field means "not given", so the defaults (0 and 5) apply. */
export function inventoryItemInput(values: InventoryItemFormValues) {
  const blank = (text: string) => (text.trim() === "" ? undefined : text);
  return { name: values.name, category: values.category || undefined, quantity: blank(values.quantity), threshold: blank(values.threshold) };
}

export function validateInventoryItem(values: InventoryItemFormValues): InventoryItemFormResult {
  const parsed = inventoryItemSchema.safeParse(inventoryItemInput(values));
  if (parsed.success) return { ok: true, item: parsed.data };
  return { ok: false, errors: firstIssuePerField(parsed.error) };
}
