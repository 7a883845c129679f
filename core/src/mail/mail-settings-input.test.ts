import { describe, expect, it } from "vitest";
import { ownerEmailSchema, testMailSchema } from "./mail-settings-input.ts";

describe("the mail settings' input", () => {
  it("takes an owner address lower-cased, and an empty or null one as none", () => {
    expect(ownerEmailSchema.parse({ ownerEmail: " Owner@Example.com " })).toEqual({ ownerEmail: "owner@example.com" });
    expect(ownerEmailSchema.parse({ ownerEmail: "  " })).toEqual({ ownerEmail: null });
    expect(ownerEmailSchema.parse({ ownerEmail: null })).toEqual({ ownerEmail: null });
  });

  it("refuses an owner address that is none, or missing", () => {
    for (const ownerEmail of ["owner", "a@b", `${"x".repeat(250)}@example.com`, 12, undefined]) {
      const result = ownerEmailSchema.safeParse({ ownerEmail });
      expect(result.success, String(ownerEmail)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Please enter a valid email address");
    }
  });

  it("sends a test mail to the address given, or to nobody in particular (the owner) when none is", () => {
    expect(testMailSchema.parse({ to: "Me@Example.com" })).toEqual({ to: "me@example.com" });
    expect(testMailSchema.parse({})).toEqual({ to: undefined });
    expect(testMailSchema.parse({ to: "" })).toEqual({ to: undefined });
    expect(testMailSchema.safeParse({ to: "nope" }).success).toBe(false);
  });
});
