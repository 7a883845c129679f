import { describe, expect, it } from "vitest";
import { businessLabelAddress, postalFromLines } from "./business-address.ts";

describe("business label address", () => {
  it("reads the address lines from founderName", () => {
    expect(businessLabelAddress({ founderName: " 9 Net Rd | Towson, MD 21204 |" })).toEqual({
      name: "StringMaster Pro",
      lines: ["9 Net Rd", "Towson, MD 21204"],
      postal: { street1: "9 Net Rd", street2: undefined, city: "Towson", state: "MD", zip: "21204", country: "US" },
    });
  });
  it("reads the parts a carrier needs only from lines that hold them", () => {
    expect(postalFromLines(["1 A St", "Suite 2", "Big Town, md 12345-6789"])).toEqual({
      street1: "1 A St",
      street2: "Suite 2",
      city: "Big Town",
      state: "MD",
      zip: "12345-6789",
      country: "US",
    });
    expect(postalFromLines(["Somewhere nice"])).toBeNull();
    expect(postalFromLines(["1 A St", "Toronto ON M5V 2T6"])).toBeNull();
    expect(businessLabelAddress({ founderName: "Call us" })).not.toHaveProperty("postal");
  });
  it("falls back to the built-in address", () => {
    expect(businessLabelAddress(null).lines).toEqual(["123 Lacrosse Lane", "Baltimore, MD 21201"]);
    expect(businessLabelAddress({ founderName: " | " }).lines).toEqual(["123 Lacrosse Lane", "Baltimore, MD 21201"]);
  });
});
