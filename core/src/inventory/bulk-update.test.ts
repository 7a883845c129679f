import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBulkOperation, bulkUpdateSchema } from "./bulk-update.ts";
import { MAX_QUANTITY } from "./inventory-item.ts";

const messagesOf = (input: unknown) => {
  const result = bulkUpdateSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("bulk update schema", () => {
  it("accepts the three operations, numbers given as text too", () => {
    expect(bulkUpdateSchema.parse({ category: "mesh", adjustment: 3, operation: "add" })).toEqual({ category: "mesh", adjustment: 3, operation: "add" });
    expect(bulkUpdateSchema.parse({ category: "tools", adjustment: "2", operation: "set" }).adjustment).toBe(2);
  });

  it("uses the spec's messages", () => {
    expect(messagesOf({ adjustment: 1, operation: "add" })).toEqual({ category: "Category is required" });
    expect(messagesOf({ category: "", adjustment: 1, operation: "add" })).toEqual({ category: "Category is required" });
    for (const adjustment of [0, -1, 1.5, "x", undefined]) {
      expect(messagesOf({ category: "mesh", adjustment, operation: "add" })).toEqual({ adjustment: "Adjustment must be a positive number" });
    }
    expect(messagesOf({ category: "mesh", adjustment: 1, operation: "multiply" })).toEqual({ operation: "Operation must be add, subtract or set" });
  });
});

describe("bulk operation", () => {
  it("adds, subtracts with a floor at 0, and sets", () => {
    expect(applyBulkOperation(3, "add", 5)).toBe(8);
    expect(applyBulkOperation(8, "subtract", 5)).toBe(3);
    expect(applyBulkOperation(3, "subtract", 5)).toBe(0);
    expect(applyBulkOperation(0, "subtract", 1)).toBe(0);
    expect(applyBulkOperation(3, "set", 7)).toBe(7);
    expect(applyBulkOperation(MAX_QUANTITY, "add", 1)).toBe(MAX_QUANTITY);
  });

  it("never goes below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_QUANTITY }),
        fc.constantFrom("add", "subtract", "set" as const),
        fc.integer({ min: 1, max: MAX_QUANTITY }),
        (quantity, operation, adjustment) => {
          const next = applyBulkOperation(quantity, operation, adjustment);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThanOrEqual(MAX_QUANTITY);
        },
      ),
    );
  });
});
