import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "./honeypot.ts";

describe("honeypot", () => {
  it("counts any non-empty text as filled", () => {
    expect(isHoneypotFilled("https://spam.example")).toBe(true);
    expect(isHoneypotFilled(" ")).toBe(true);
  });

  it("counts an absent or empty field as untouched", () => {
    for (const value of [undefined, null, ""]) expect(isHoneypotFilled(value)).toBe(false);
  });
});
