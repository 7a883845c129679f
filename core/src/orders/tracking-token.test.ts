import { describe, expect, it } from "vitest";
import { decoyTrackingToken, isTrackingToken, statusPathFor } from "./tracking-token.ts";

describe("status page tokens", () => {
  it("are 64 lowercase hex digits, nothing else", () => {
    expect(isTrackingToken("0123456789abcdef".repeat(4))).toBe(true);
    for (const bad of ["0123456789ABCDEF".repeat(4), "a".repeat(63), "a".repeat(65), `${"a".repeat(63)}g`, "", 12, null]) {
      expect(isTrackingToken(bad), String(bad)).toBe(false);
    }
  });

  it("make the status page path, and decoys look like real ones without repeating", () => {
    expect(statusPathFor("ab")).toBe("/track/ab");
    const decoys = new Set(Array.from({ length: 50 }, decoyTrackingToken));
    expect(decoys.size).toBe(50);
    for (const decoy of decoys) expect(isTrackingToken(decoy)).toBe(true);
  });
});
