import { describe, expect, it } from "vitest";
import { constantTimeEqual } from "./constant-time.ts";

describe("constant-time comparison", () => {
  it("is true only for the same non-empty text", () => {
    expect(constantTimeEqual("a1b2c3", "a1b2c3")).toBe(true);
    expect(constantTimeEqual("a1b2c4", "a1b2c3")).toBe(false);
    expect(constantTimeEqual("a1b2c", "a1b2c3")).toBe(false);
    expect(constantTimeEqual("a1b2c33", "a1b2c3")).toBe(false);
    expect(constantTimeEqual("", "a")).toBe(false);
    expect(constantTimeEqual("", "")).toBe(false);
    expect(constantTimeEqual("é", "é")).toBe(true);
  });
});
