import { z } from "zod";
import { INVENTORY_CATEGORIES } from "./categories.ts";
import { MAX_QUANTITY, numericText } from "./inventory-item.ts";

export const BULK_OPERATIONS = ["add", "subtract", "set"] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

const ADJUSTMENT_MESSAGE = "Adjustment must be a positive number";

/** docs/rules/inventory.md, Bulk update: every item of one category at once. */
export const bulkUpdateSchema = z.object({
  category: z.enum(INVENTORY_CATEGORIES, { error: "Category is required" }),
  adjustment: z.preprocess(
    numericText,
    z
      .number({ error: ADJUSTMENT_MESSAGE })
      .int({ error: ADJUSTMENT_MESSAGE })
      .min(1, { error: ADJUSTMENT_MESSAGE })
      .max(MAX_QUANTITY, { error: "Adjustment is too large" }),
  ),
  operation: z.enum(BULK_OPERATIONS, { error: "Operation must be add, subtract or set" }),
});

export type BulkUpdate = z.infer<typeof bulkUpdateSchema>;

/** The new quantity. docs/rules/inventory.md, Bulk update: subtract never goes below 0; nothing goes above MAX_QUANTITY. */
export function applyBulkOperation(quantity: number, operation: BulkOperation, adjustment: number): number {
  const next = operation === "add" ? quantity + adjustment : operation === "subtract" ? quantity - adjustment : adjustment;
  return Math.min(MAX_QUANTITY, Math.max(0, next));
}
