import { describe, expect, it } from "vitest";
import { businessLabelAddress } from "./business-address.ts";

describe("business label address", () => {
  it("reads the address lines from founderName", () => {
    expect(businessLabelAddress({ founderName: " 9 Net Rd | Towson, MD 21204 |" })).toEqual({
      name: "StringMaster Pro",
      lines: ["9 Net Rd", "Towson, MD 21204"],
    });
  });
  it("falls back to the built-in address", () => {
    expect(businessLabelAddress(null).lines).toEqual(["123 Lacrosse Lane", "Baltimore, MD 21201"]);
    expect(businessLabelAddress({ founderName: " | " }).lines).toEqual(["123 Lacrosse Lane", "Baltimore, MD 21201"]);
  });
});
