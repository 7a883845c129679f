import { describe, expect, it } from "vitest";
import { inventoryItemPatchSchema, inventoryItemSchema } from "./inventory-item.ts";

const messagesOf = (schema: typeof inventoryItemSchema | typeof inventoryItemPatchSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("inventory item schema", () => {
  it("applies the defaults quantity 0 and threshold 5", () => {
    expect(inventoryItemSchema.parse({ name: "  Hard mesh ", category: "mesh" })).toEqual({ name: "Hard mesh", category: "mesh", quantity: 0, threshold: 5 });
    expect(inventoryItemSchema.parse({ name: "Nylon", category: "string", quantity: "7", threshold: "2" })).toMatchObject({ quantity: 7, threshold: 2 });
  });

  it("uses the spec's messages", () => {
    expect(messagesOf(inventoryItemSchema, {})).toEqual({ name: "Name must be at least 2 characters.", category: "Please select a category." });
    expect(messagesOf(inventoryItemSchema, { name: " a ", category: "food" })).toEqual({
      name: "Name must be at least 2 characters.",
      category: "Please select a category.",
    });
    for (const quantity of [-1, 1.5, "abc", null]) {
      expect(messagesOf(inventoryItemSchema, { name: "Mesh", category: "mesh", quantity })).toEqual({ quantity: "Quantity must be a non-negative number." });
    }
    for (const threshold of [0, -3, 2.5, "x"]) {
      expect(messagesOf(inventoryItemSchema, { name: "Mesh", category: "mesh", threshold })).toEqual({ threshold: "Threshold must be at least 1." });
    }
    expect(messagesOf(inventoryItemSchema, { name: "Mesh", category: "mesh", quantity: 5_000_000_000 })).toEqual({ quantity: "Quantity is too large." });
  });

  it("patches any subset without defaults", () => {
    expect(inventoryItemPatchSchema.parse({ quantity: 3 })).toEqual({ quantity: 3 });
    expect(inventoryItemPatchSchema.parse({})).toEqual({});
    expect(messagesOf(inventoryItemPatchSchema, { threshold: 0 })).toEqual({ threshold: "Threshold must be at least 1." });
  });
});
