import { describe, expect, it } from "vitest";
import { bulkEntry, createdEntry, deletedEntry, describeQuantityChange, updatedEntry } from "./history.ts";

const item = (quantity: number, extra: Partial<{ name: string; threshold: number }> = {}) => ({
  id: 1,
  name: extra.name ?? "Hard mesh",
  category: "mesh",
  quantity,
  threshold: extra.threshold ?? 5,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

describe("inventory history descriptions", () => {
  it("describes quantity movements", () => {
    expect(describeQuantityChange(3, 8)).toBe("Added 5 (3 → 8)");
    expect(describeQuantityChange(8, 6)).toBe("Removed 2 (8 → 6)");
    expect(describeQuantityChange(4, 4)).toBe("");
  });

  it("classifies updates by the quantity's direction and names other changes", () => {
    expect(updatedEntry(item(3), { quantity: 8 }, item(8))).toEqual({
      actionType: "add",
      description: "Added 5 (3 → 8)",
      quantityBefore: 3,
      quantityAfter: 8,
      actionBy: null,
    });
    expect(updatedEntry(item(8), { quantity: 6, name: "Soft" }, item(6, { name: "Soft" }))).toMatchObject({
      actionType: "remove",
      description: 'Removed 2 (8 → 6); Updated name "Hard mesh" → "Soft"',
    });
    expect(updatedEntry(item(4), { threshold: 2 }, item(4, { threshold: 2 }))).toMatchObject({ actionType: "update", description: "Updated threshold 5 → 2" });
    expect(updatedEntry(item(4), {}, item(4))).toMatchObject({ actionType: "update", description: "Saved without changes" });
  });

  it("describes create, import, bulk and delete", () => {
    expect(createdEntry(item(7))).toMatchObject({ actionType: "create", description: "Created with quantity 7", quantityBefore: null, quantityAfter: 7 });
    expect(createdEntry(item(7), "imported").description).toBe("Imported with quantity 7");
    expect(bulkEntry(3, 0, "subtract", 5)).toMatchObject({ actionType: "remove", description: "Bulk subtract 5: Removed 3 (3 → 0)" });
    expect(bulkEntry(2, 2, "set", 2)).toMatchObject({ actionType: "update", description: "Bulk set to 2: No change (2 → 2)" });
    expect(deletedEntry(item(4))).toMatchObject({
      actionType: "delete",
      quantityBefore: 4,
      quantityAfter: null,
      description: 'Deleted "Hard mesh" with quantity 4',
    });
  });
});
