import { describe, expect, it } from "vitest";
import { passwordProblem, passwordSchema } from "./password-rule.ts";

describe("the password rule", () => {
  it.each([
    ["", "Password is required"],
    ["x", "Password must be at least 8 characters"],
    ["1234567", "Password must be at least 8 characters"],
    ["12345678", undefined],
    ["a long passphrase", undefined],
    ["x".repeat(1000), undefined],
    ["x".repeat(1001), "Password must be at most 1000 characters"],
  ])("%j: %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(passwordSchema.safeParse(password).success).toBe(problem === undefined);
  });
});
