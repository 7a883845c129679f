import { describe, expect, it } from "vitest";
import { buildAdditionalRequests } from "../../orders/additional-requests.ts";
import { materialRulesSchema, type MaterialRule } from "./material-rule.ts";
import { materialsFor } from "./materials-for.ts";
import { usedDescription } from "./order-materials.ts";
import { crossedLowStock, putBack, take } from "./stock-take.ts";

const order = {
  serviceName: "Mesh Pocket",
  additionalRequests: buildAdditionalRequests({ headType: "StringKing Mark 2A", meshOption: "Hero 3.0", stringOption: "I need strings" }),
};

describe("materialsFor", () => {
  const cases: { name: string; rules: MaterialRule[]; expected: { itemId: number; quantity: number }[] }[] = [
    { name: "no rules, nothing", rules: [], expected: [] },
    { name: "the service's column", rules: [{ field: "serviceName", equals: "Mesh Pocket", itemId: 3, quantity: 1 }], expected: [{ itemId: 3, quantity: 1 }] },
    {
      name: "case and spaces ignored",
      rules: [{ field: "meshOption", equals: "  hero 3.0 ", itemId: 2, quantity: 1 }],
      expected: [{ itemId: 2, quantity: 1 }],
    },
    {
      name: "the labelled details",
      rules: [
        { field: "headType", equals: "StringKing Mark 2A", itemId: 5, quantity: 1 },
        { field: "stringOption", equals: "I need strings", itemId: 4, quantity: 2 },
      ],
      expected: [
        { itemId: 4, quantity: 2 },
        { itemId: 5, quantity: 1 },
      ],
    },
    {
      name: "summed per item, by id",
      rules: [
        { field: "serviceName", equals: "Mesh Pocket", itemId: 7, quantity: 2 },
        { field: "stringOption", equals: "I need strings", itemId: 7, quantity: 1 },
        { field: "meshOption", equals: "Hero 3.0", itemId: 1, quantity: 1 },
      ],
      expected: [
        { itemId: 1, quantity: 1 },
        { itemId: 7, quantity: 3 },
      ],
    },
    {
      name: "another value does not match",
      rules: [
        { field: "meshOption", equals: "Hero 2.0", itemId: 2, quantity: 1 },
        { field: "serviceName", equals: "Mesh", itemId: 3, quantity: 1 },
      ],
      expected: [],
    },
  ];
  it.each(cases)("$name", ({ rules, expected }) => expect(materialsFor(order, rules)).toEqual(expected));

  it("an order without details matches only its service", () => {
    const bare = { serviceName: "Restring", additionalRequests: null };
    expect(
      materialsFor(bare, [
        { field: "meshOption", equals: "Hero 3.0", itemId: 1, quantity: 1 },
        { field: "serviceName", equals: "restring", itemId: 2, quantity: 1 },
      ]),
    ).toEqual([{ itemId: 2, quantity: 1 }]);
  });
});

describe("the stock arithmetic", () => {
  it.each([
    { stock: 5, needed: 2, expected: { before: 5, after: 3, taken: 2, short: 0 } },
    { stock: 2, needed: 2, expected: { before: 2, after: 0, taken: 2, short: 0 } },
    { stock: 1, needed: 3, expected: { before: 1, after: 0, taken: 1, short: 2 } },
    { stock: 0, needed: 1, expected: { before: 0, after: 0, taken: 0, short: 1 } },
  ])("take $needed from $stock", ({ stock, needed, expected }) => expect(take(stock, needed)).toEqual(expected));

  it("puts back what was taken, never what was short", () => {
    const took = take(1, 3);
    expect(putBack(took.after, took.taken)).toEqual({ before: 0, after: 1 });
  });

  it.each([
    { before: 6, after: 5, threshold: 5, crossed: true },
    { before: 6, after: 0, threshold: 5, crossed: true },
    { before: 5, after: 4, threshold: 5, crossed: false },
    { before: 9, after: 6, threshold: 5, crossed: false },
    { before: 0, after: 0, threshold: 5, crossed: false },
  ])("$before → $after with threshold $threshold crosses: $crossed", ({ before, after, threshold, crossed }) =>
    expect(crossedLowStock(before, after, threshold)).toBe(crossed),
  );

  it("names the order and the shortage in the history", () => {
    expect(usedDescription(69, { quantity: 1, short: 0, before: 3, after: 2 })).toBe("Used 1 for order #69 (3 → 2)");
    expect(usedDescription(69, { quantity: 0, short: 1, before: 0, after: 0 })).toBe("Used 0 for order #69, 1 short (0 → 0)");
  });
});

describe("the rules' PUT body", () => {
  const rule = { field: "meshOption", equals: "Hero 3.0", itemId: 1, quantity: 1 };
  it("takes the whole list, trimmed", () => {
    expect(materialRulesSchema.parse([{ ...rule, equals: " Hero 3.0 " }])).toEqual([rule]);
    expect(materialRulesSchema.parse([])).toEqual([]);
  });
  it.each([
    { name: "unknown field", body: [{ ...rule, field: "headColor" }], path: "0.field" },
    { name: "zero quantity", body: [{ ...rule, quantity: 0 }], path: "0.quantity" },
    { name: "fractional quantity", body: [{ ...rule, quantity: 1.5 }], path: "0.quantity" },
    { name: "empty value", body: [{ ...rule, equals: " " }], path: "0.equals" },
    { name: "a repeated rule", body: [rule, { ...rule, equals: "hero 3.0", quantity: 2 }], path: "1.equals" },
    { name: "an unknown key", body: [{ ...rule, extra: 1 }], path: "0" },
  ])("refuses $name", ({ body, path }) => {
    const result = materialRulesSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
