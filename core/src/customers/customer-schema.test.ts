import { describe, expect, it } from "vitest";
import { customerPatchSchema, customerSchema } from "./customer-schema.ts";

const messagesOf = (schema: typeof customerSchema | typeof customerPatchSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("customer schema", () => {
  it("treats empty values as absent, normalises e-mail and defaults the country", () => {
    const parsed = customerSchema.parse({ name: " Casey Jones ", email: "", phone: "  ", position: "Attack", notes: null, unknown: "dropped" });
    expect(parsed).toEqual({ name: "Casey Jones", email: null, phone: null, position: "Attack", notes: null, shippingCountry: "United States" });
    expect(customerSchema.parse({ name: "Casey", email: " Casey@Example.COM " }).email).toBe("casey@example.com");
    expect(customerSchema.parse({ name: "Casey", shippingCountry: "Canada" }).shippingCountry).toBe("Canada");
  });

  it("uses the spec's messages", () => {
    expect(messagesOf(customerSchema, {})).toEqual({ name: "Name must be at least 2 characters" });
    expect(messagesOf(customerSchema, { name: "C" })).toEqual({ name: "Name must be at least 2 characters" });
    expect(messagesOf(customerSchema, { name: "Casey", email: "not-an-email" })).toEqual({ email: "Please enter a valid email address" });
    expect(messagesOf(customerSchema, { name: "Casey", phone: 5 })).toEqual({ phone: "Must be text" });
  });

  it("patches only the given fields; an emptied country falls back to United States", () => {
    expect(customerPatchSchema.parse({ phone: "555" })).toEqual({ phone: "555" });
    expect(customerPatchSchema.parse({ shippingCountry: "" })).toEqual({ shippingCountry: "United States" });
    expect(customerPatchSchema.parse({ email: "" })).toEqual({ email: null });
    expect(messagesOf(customerPatchSchema, { name: "" })).toEqual({ name: "Name must be at least 2 characters" });
  });
});
