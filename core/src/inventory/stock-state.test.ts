import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowStockPercentage, needsRestock, stockBarFill, stockState, summarizeStock } from "./stock-state.ts";

describe("stock state", () => {
  it("is out at 0, low at or below the threshold, in above it", () => {
    expect(stockState({ quantity: 0, threshold: 5 })).toBe("out");
    expect(stockState({ quantity: 1, threshold: 5 })).toBe("low");
    expect(stockState({ quantity: 5, threshold: 5 })).toBe("low");
    expect(stockState({ quantity: 6, threshold: 5 })).toBe("in");
    expect(stockState({ quantity: 1, threshold: 1 })).toBe("low");
    expect(stockState({ quantity: 2, threshold: 1 })).toBe("in");
  });

  it("counts out-of-stock items as needing restock, like /api/inventory/low", () => {
    expect(needsRestock({ quantity: 0, threshold: 5 })).toBe(true);
    expect(needsRestock({ quantity: 5, threshold: 5 })).toBe(true);
    expect(needsRestock({ quantity: 6, threshold: 5 })).toBe(false);
  });
});

describe("stock bar fill", () => {
  it("follows the spec's edges", () => {
    expect(stockBarFill({ quantity: 0, threshold: 5 })).toBe(0);
    expect(stockBarFill({ quantity: 1, threshold: 4 })).toBe(10);
    expect(stockBarFill({ quantity: 5, threshold: 5 })).toBe(40);
    expect(stockBarFill({ quantity: 6, threshold: 4 })).toBe(75);
    expect(stockBarFill({ quantity: 8, threshold: 4 })).toBe(100);
    expect(stockBarFill({ quantity: 1000, threshold: 4 })).toBe(100);
  });

  it("stays within 0..100 and never shrinks as quantity grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 500 }), (quantity, threshold) => {
        const fill = stockBarFill({ quantity, threshold });
        expect(fill).toBeGreaterThanOrEqual(0);
        expect(fill).toBeLessThanOrEqual(100);
        expect(stockBarFill({ quantity: quantity + 1, threshold })).toBeGreaterThanOrEqual(fill);
      }),
    );
  });
});

describe("low stock percentage", () => {
  it("is low over total, rounded, and 0 with no items", () => {
    expect(lowStockPercentage(0, 0)).toBe(0);
    expect(lowStockPercentage(1, 3)).toBe(33);
    expect(lowStockPercentage(2, 3)).toBe(67);
    expect(lowStockPercentage(3, 3)).toBe(100);
  });

  it("summarises items, counting out-of-stock as low", () => {
    const items = [
      { quantity: 0, threshold: 5 },
      { quantity: 3, threshold: 5 },
      { quantity: 9, threshold: 5 },
      { quantity: 50, threshold: 5 },
    ];
    expect(summarizeStock(items)).toEqual({ total: 4, low: 2, out: 1, lowPercentage: 50 });
    expect(summarizeStock([])).toEqual({ total: 0, low: 0, out: 0, lowPercentage: 0 });
  });
});
