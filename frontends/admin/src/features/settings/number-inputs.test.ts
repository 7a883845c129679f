import { describe, expect, it } from "vitest";
import { centsToDollarsInput, dollarsInputToCents, wholeNumberInput } from "./number-inputs.ts";

describe("service price: dollars in the form, cents in the API", () => {
  it("converts typed dollars to whole cents without float drift", () => {
    expect(dollarsInputToCents("12.5")).toBe(1250);
    expect(dollarsInputToCents("0.29")).toBe(29);
    expect(dollarsInputToCents("$1,500")).toBe(150000);
    expect(dollarsInputToCents("49.99")).toBe(4999);
  });

  it("turns unparseable input into 0 and keeps a negative for the schema to refuse", () => {
    expect(dollarsInputToCents("")).toBe(0);
    expect(dollarsInputToCents("abc")).toBe(0);
    expect(dollarsInputToCents("-3")).toBe(-300);
  });

  it("shows stored cents as dollars for editing", () => {
    expect(centsToDollarsInput(1250)).toBe("12.50");
    expect(centsToDollarsInput(0)).toBe("0.00");
    expect(dollarsInputToCents(centsToDollarsInput(4999))).toBe(4999);
  });

  it("reads whole numbers for featured cents and display orders", () => {
    expect(wholeNumberInput("12999")).toBe(12999);
    expect(wholeNumberInput("4.7")).toBe(4);
    expect(wholeNumberInput("x")).toBe(0);
  });
});
