import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText, MAX_JSON_DEPTH, nestsDeeperThan } from "./storable-text.ts";

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

  it("names an unstorable key by the object holding it, and a bad top-level string as the body", () => {
    expect(findUnstorableText({ a: { "k\u0000": "v" } })).toBe("a");
    expect(findUnstorableText({ "k\u0000": "v" })).toBe("(body)");
    expect(findUnstorableText("bad\u0000")).toBe("(body)");
    expect(findUnstorableText([["ok"], { x: "fine" }, "\uDC00"])).toBe("2");
  });

  // A visitor's body, parsed: 100,000 levels overflowed the recursive walk (issue 31).
  it("walks a 100,000-deep body without recursion", () => {
    expect(findUnstorableText(JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`))).toBeNull();
    const deepObjects = JSON.parse(`${'{"a":'.repeat(100_000)}"bad\\u0000"${"}".repeat(100_000)}`);
    expect(findUnstorableText(deepObjects)).toBe(Array(100_000).fill("a").join("."));
  });
});

describe("JSON depth", () => {
  const nested = (depth: number) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

  it(`allows ${MAX_JSON_DEPTH} levels of arrays and objects, and not one more`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: [1] }] }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: [1] }] }, 3)).toBe(true);
    expect(nestsDeeperThan({ a: [], b: { c: {} } }, 3)).toBe(false);
    for (const flat of ["text", 3, null, true]) expect(nestsDeeperThan(flat, 0)).toBe(false);
  });

  it("measures 100,000 levels without recursion", () => {
    expect(nestsDeeperThan(nested(100_000))).toBe(true);
    expect(nestsDeeperThan(JSON.parse(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`))).toBe(true);
  });
});
