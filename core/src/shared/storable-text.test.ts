import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText } from "./storable-text.ts";

describe("storable text", () => {
  it("accepts ordinary and astral unicode text", () => {
    expect(isStorableText("Mid Pocket — 🥍 ünïcödé: line\nnext")).toBe(true);
  });

  it("refuses NUL and lone surrogates", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("a\uD800b")).toBe(false);
    expect(isStorableText("a\uDC00")).toBe(false);
  });

  it("names the first unstorable field of a nested body", () => {
    expect(findUnstorableText({ a: "ok", b: { c: ["fine", "bad\u0000"] } })).toBe("b.c.1");
    expect(findUnstorableText({ a: "ok", n: 3, t: true, z: null })).toBeNull();
  });
});
