import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inBatches } from "./in-batches.ts";

describe("inBatches", () => {
  it("splits 120 recipients into 50, 50 and 20", () => {
    expect(inBatches(Array.from({ length: 120 }, (_, i) => i)).map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(inBatches([])).toEqual([]);
  });

  it("keeps every item once, in order, in batches no larger than the size", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 60 }), (items, size) => {
        const batches = inBatches(items, size);
        expect(batches.flat()).toEqual(items);
        expect(batches.every((batch) => batch.length >= 1 && batch.length <= size)).toBe(true);
      }),
    );
  });

  it("refuses a nonsense size", () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
  });
});
