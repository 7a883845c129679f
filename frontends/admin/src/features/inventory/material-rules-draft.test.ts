import { describe, expect, it } from "vitest";
import { checkDraft, repeats, rowErrors, toDraft } from "./material-rules-draft.ts";

const rule = { field: "serviceName" as const, equals: "Mesh Pocket", itemId: 3, quantity: 1 };

describe("the rules being edited", () => {
  it("are the whole list with their quantities as numbers when every quantity is a whole number from 1 to 1000", () => {
    expect(checkDraft(toDraft([rule, { ...rule, itemId: 4, quantity: 2 }]))).toEqual({ ok: true, rules: [rule, { ...rule, itemId: 4, quantity: 2 }] });
  });

  it("file core's messages under the rule that has them", () => {
    const check = checkDraft([
      { ...rule, quantity: "1" },
      { ...rule, itemId: 4, quantity: "0" },
      { ...rule, itemId: 5, quantity: "" },
    ]);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(rowErrors(check.errors, 0)).toEqual([]);
    expect(rowErrors(check.errors, 1)).toEqual(["Quantity must be a whole number of at least 1."]);
    expect(rowErrors(check.errors, 2)).toEqual(["Quantity must be a whole number of at least 1."]);
  });

  it("know a rule that repeats one of them, whatever its case and spaces", () => {
    expect(repeats(toDraft([rule]), { field: "serviceName", equals: " mesh pocket ", itemId: 3 })).toBe(true);
    expect(repeats(toDraft([rule]), { field: "serviceName", equals: "Mesh Pocket", itemId: 4 })).toBe(false);
  });
});
