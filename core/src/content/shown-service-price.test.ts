import { describe, expect, it } from "vitest";
import { shownServicePrice } from "./shown-service-price.ts";

describe("shownServicePrice", () => {
  it("is the price display text as typed, or none when it is blank", () => {
    expect(shownServicePrice("Contact for pricing")).toBe("Contact for pricing");
    expect(shownServicePrice(" From $45 ")).toBe(" From $45 ");
    expect(shownServicePrice("  ")).toBeNull();
    expect(shownServicePrice(null)).toBeNull();
    expect(shownServicePrice(undefined)).toBeNull();
  });
});
