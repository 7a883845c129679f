import { describe, expect, it } from "vitest";
import { blankValues, bodyFromValues, valuesFromItem, type EntityField } from "./entity-fields.ts";

const FIELDS: readonly EntityField[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  {
    name: "rating",
    label: "Rating",
    kind: "select",
    numeric: true,
    required: true,
    options: ["5", "4", "3", "2", "1"].map((value) => ({ value, label: value })),
  },
  { name: "platform", label: "Platform", kind: "select", options: [{ value: "Instagram", label: "Instagram" }] },
];

describe("entity fields", () => {
  it("starts a numeric select at its first option and sends it as a number", () => {
    const blank = blankValues(FIELDS);
    expect(blank.rating).toBe("5");
    expect(bodyFromValues(FIELDS, { ...blank, name: "Ava" })).toEqual({ name: "Ava", rating: 5, platform: "Instagram" });
  });

  it("fills a numeric select from the item's number and sends back what was chosen", () => {
    const values = valuesFromItem(FIELDS, { name: "Ava", rating: 3, platform: "instagram" });
    expect(values).toEqual({ name: "Ava", rating: "3", platform: "Instagram" });
    expect(bodyFromValues(FIELDS, { ...values, rating: "4" })).toMatchObject({ rating: 4, platform: "Instagram" });
  });

  it("sends an empty optional select as null", () => {
    expect(bodyFromValues(FIELDS, { name: "Ava", rating: "5", platform: "" }).platform).toBeNull();
  });
});
