import { describe, expect, it } from "vitest";
import { DEFAULT_INVENTORY_FILTERS, categoryLabel, inventoryQueryString } from "./inventory-filters.ts";
import { validateInventoryItem } from "./inventory-item-form.ts";

describe("inventory filters", () => {
  it("always sorts by quantity and leaves out the 'all' filters", () => {
    expect(inventoryQueryString(DEFAULT_INVENTORY_FILTERS)).toBe("?sort=quantity&direction=asc");
    expect(inventoryQueryString({ category: "mesh", stock: "low", sort: "desc" })).toBe("?sort=quantity&direction=desc&category=mesh&stock=low");
    expect(inventoryQueryString({ category: "all", stock: "out", sort: "asc" })).toBe("?sort=quantity&direction=asc&stock=out");
  });

  it("capitalises category labels", () => {
    expect(categoryLabel("accessories")).toBe("Accessories");
  });
});

describe("inventory item form", () => {
  it("uses the core messages and defaults", () => {
    expect(validateInventoryItem({ name: "a", category: "", quantity: "-1", threshold: "0" })).toEqual({
      ok: false,
      errors: {
        name: "Name must be at least 2 characters.",
        category: "Please select a category.",
        quantity: "Quantity must be a non-negative number.",
        threshold: "Threshold must be at least 1.",
      },
    });
    expect(validateInventoryItem({ name: " Hard mesh ", category: "mesh", quantity: "", threshold: "" })).toEqual({
      ok: true,
      item: { name: "Hard mesh", category: "mesh", quantity: 0, threshold: 5 },
    });
  });
});

describe("batch import check", () => {
  it("asks for at least 10 characters with the spec's message, and shows the spec's header", async () => {
    const { checkCsvData, CSV_HEADER_LINE } = await import("./batch-import-form.ts");
    expect(CSV_HEADER_LINE).toBe("name,category,quantity,threshold");
    for (const short of ["", "name,cat", "123456789"]) expect(checkCsvData(short), short).toBe("CSV data must not be empty");
    for (const enough of ["1234567890", "name,category,quantity,threshold\nA,mesh,1,1"]) expect(checkCsvData(enough), enough).toBeUndefined();
  });
});
