import { describe, expect, it } from "vitest";
import { isUnsubscribeToken, subscriberListQuerySchema, subscriberSchema } from "./subscriber.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe("subscriber schema", () => {
  it("accepts an e-mail with an optional name, normalizing both", () => {
    expect(subscriberSchema.parse({ email: "  Fan@Example.COM " })).toEqual({ email: "fan@example.com", name: null });
    expect(subscriberSchema.parse({ email: "fan@example.com", name: "  Sam " })).toEqual({ email: "fan@example.com", name: "Sam" });
    expect(subscriberSchema.parse({ email: "fan@example.com", name: "" })).toEqual({ email: "fan@example.com", name: null });
  });

  it("says 'Please enter a valid email address' for a missing or invalid e-mail", () => {
    for (const body of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }]) {
      expect(messages(subscriberSchema.safeParse(body))).toEqual(["Please enter a valid email address"]);
    }
  });

  it("pages and searches", () => {
    expect(subscriberListQuerySchema.parse({ q: " sam ", limit: "5" })).toEqual({ q: "sam", limit: 5 });
  });

  it("recognizes only uuid-shaped unsubscribe tokens", () => {
    expect(isUnsubscribeToken("0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab")).toBe(true);
    for (const token of [undefined, "", "nope", "0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab'--", "0b6c1c9e1a2b4c3d8e9f0123456789ab"]) {
      expect(isUnsubscribeToken(token)).toBe(false);
    }
  });
});
