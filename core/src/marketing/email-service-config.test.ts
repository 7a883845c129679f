import { describe, expect, it } from "vitest";
import { contactEmailConfigSchema, emailServiceConfigSchema, emailServiceStatus } from "./email-service-config.ts";

const errorsOf = (schema: typeof emailServiceConfigSchema | typeof contactEmailConfigSchema, body: unknown) =>
  Object.fromEntries((schema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("email service config", () => {
  it("accepts the three fields", () => {
    expect(emailServiceConfigSchema.parse({ apiKey: " key ", apiSecret: "secret", senderEmail: "Shop@Example.com" })).toEqual({
      apiKey: "key",
      apiSecret: "secret",
      senderEmail: "shop@example.com",
    });
  });

  it("uses the spec's messages", () => {
    expect(errorsOf(emailServiceConfigSchema, {})).toEqual({
      apiKey: "API Key is required",
      apiSecret: "API Secret is required",
      senderEmail: "Please enter a valid email address",
    });
    expect(errorsOf(emailServiceConfigSchema, { apiKey: "k", apiSecret: "s", senderEmail: "nope" })).toEqual({
      senderEmail: "Please enter a valid email address",
    });
  });

  it("reports 'Missing credentials' for the contact-form variant when a field is empty", () => {
    expect(errorsOf(contactEmailConfigSchema, { apiKey: "", apiSecret: "s", senderEmail: "a@b.co" })).toEqual({ apiKey: "Missing credentials" });
    expect(errorsOf(contactEmailConfigSchema, {})).toEqual({
      apiKey: "Missing credentials",
      apiSecret: "Missing credentials",
      senderEmail: "Missing credentials",
    });
    expect(errorsOf(contactEmailConfigSchema, { apiKey: "k", apiSecret: "s", senderEmail: "nope" })).toEqual({
      senderEmail: "Please enter a valid email address",
    });
  });

  it("shows only whether it is configured and the sender", () => {
    expect(emailServiceStatus(null)).toEqual({ configured: false, senderEmail: null });
    expect(emailServiceStatus({ apiKey: "k", apiSecret: "s", senderEmail: "a@b.co" })).toEqual({ configured: true, senderEmail: "a@b.co" });
  });
});
