import { describe, expect, it } from "vitest";
import { buildAdditionalRequests } from "../../orders/additional-requests.ts";
import type { MaterialRule } from "./material-rule.ts";
import { materialsNeeded, reorderNeeds } from "./materials-needed.ts";

const hero = { serviceName: "Mesh Pocket", additionalRequests: buildAdditionalRequests({ meshOption: "Hero 3.0", stringOption: "I need strings" }) };
const restring = { serviceName: "Restring", additionalRequests: null };
const rules: MaterialRule[] = [
  { field: "meshOption", equals: "hero 3.0", itemId: 2, quantity: 1 },
  { field: "stringOption", equals: "I need strings", itemId: 4, quantity: 2 },
  { field: "serviceName", equals: "Restring", itemId: 4, quantity: 1 },
];

describe("materialsNeeded", () => {
  it.each([
    { name: "no orders, nothing", orders: [], rules, expected: [] },
    { name: "no rules, nothing", orders: [hero, restring], rules: [], expected: [] },
    {
      name: "one order, its materials",
      orders: [hero],
      rules,
      expected: [
        { itemId: 2, quantity: 1 },
        { itemId: 4, quantity: 2 },
      ],
    },
    {
      name: "summed per item over the orders, by id",
      orders: [restring, hero, hero],
      rules,
      expected: [
        { itemId: 2, quantity: 2 },
        { itemId: 4, quantity: 5 },
      ],
    },
    {
      name: "an order no rule matches adds nothing",
      orders: [{ serviceName: "Dye", additionalRequests: null }, restring],
      rules,
      expected: [{ itemId: 4, quantity: 1 }],
    },
  ])("$name", ({ orders, rules, expected }) => expect(materialsNeeded(orders, rules)).toEqual(expected));
});

describe("reorderNeeds", () => {
  const item = (id: number, quantity: number, threshold: number) => ({ id, name: `Item ${id}`, quantity, threshold });
  const line = (id: number, quantity: number, threshold: number, needed: number) => ({ itemId: id, name: `Item ${id}`, quantity, threshold, needed });

  it.each([
    { name: "above threshold and not needed: left out", items: [item(1, 9, 2)], needed: [], expected: [] },
    { name: "at threshold, needed 0: kept", items: [item(1, 2, 2)], needed: [], expected: [line(1, 2, 2, 0)] },
    { name: "needed but plenty: kept with its need", items: [item(1, 9, 2)], needed: [{ itemId: 1, quantity: 3 }], expected: [line(1, 9, 2, 3)] },
    {
      name: "biggest shortfall first, then lowest against threshold, then id",
      items: [item(1, 5, 1), item(2, 0, 3), item(3, 1, 0), item(4, 1, 0), item(5, 2, 2)],
      needed: [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 1 },
        { itemId: 3, quantity: 4 },
        { itemId: 4, quantity: 4 },
      ],
      expected: [line(3, 1, 0, 4), line(4, 1, 0, 4), line(2, 0, 3, 1), line(5, 2, 2, 0), line(1, 5, 1, 2)],
    },
    { name: "a need for an item not in stock list is dropped", items: [], needed: [{ itemId: 7, quantity: 1 }], expected: [] },
  ])("$name", ({ items, needed, expected }) => expect(reorderNeeds(items, needed)).toEqual(expected));
});
