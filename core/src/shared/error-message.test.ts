import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message.ts";

describe("errorMessage", () => {
  it("gives an error's message", () => {
    expect(errorMessage(new Error("connection refused"))).toBe("connection refused");
  });

  it("gives the error's name when its message is empty", () => {
    expect(errorMessage(new TypeError())).toBe("TypeError");
    expect(errorMessage(new DOMException("", "AbortError"))).toBe("AbortError");
  });

  it("gives anything else thrown as text", () => {
    expect(errorMessage("timed out")).toBe("timed out");
    expect(errorMessage(42)).toBe("42");
    expect(errorMessage(undefined)).toBe("undefined");
  });
});
