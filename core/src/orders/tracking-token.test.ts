import { describe, expect, it } from "vitest";
import { newTrackingToken, isTrackingToken, statusPathFor } from "./tracking-token.ts";

describe("status page tokens", () => {
  it("are 64 lowercase hex digits, nothing else", () => {
    expect(isTrackingToken("0123456789abcdef".repeat(4))).toBe(true);
    for (const bad of ["0123456789ABCDEF".repeat(4), "a".repeat(63), "a".repeat(65), `${"a".repeat(63)}g`, "", 12, null]) {
      expect(isTrackingToken(bad), String(bad)).toBe(false);
    }
  });

  it("make the status page path, and new ones never repeat", () => {
    expect(statusPathFor("ab")).toBe("/track/ab");
    const tokens = new Set(Array.from({ length: 50 }, newTrackingToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(isTrackingToken(token)).toBe(true);
  });
});
