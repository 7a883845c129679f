import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollarAmount, dollarsToCents, formatCents } from "./money.ts";

describe("money", () => {
  it("shows cents as dollars with two decimals", () => {
    expect(centsToDollarAmount(0)).toBe("0.00");
    expect(centsToDollarAmount(1199)).toBe("11.99");
    expect(centsToDollarAmount(5)).toBe("0.05");
    expect(formatCents(150000)).toBe("$1,500.00");
    expect(formatCents(-250)).toBe("-$2.50");
  });

  it("parses dollars typed into a form without floating-point drift", () => {
    expect(dollarsToCents("0.29")).toBe(29);
    expect(dollarsToCents("$1,500")).toBe(150000);
    expect(dollarsToCents("12.3")).toBe(1230);
    expect(dollarsToCents(" 7 ")).toBe(700);
    for (const bad of ["", "abc", "1.234", "-1", "1e3", "$"]) expect(dollarsToCents(bad), bad).toBeNull();
  });

  it("round-trips any non-negative amount", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => dollarsToCents(centsToDollarAmount(cents)) === cents));
  });
});
