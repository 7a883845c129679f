import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

const HOUR = 60 * 60 * 1000;

describe("SESSION_IDLE_TIMEOUT_HOURS", () => {
  it("defaults to 12 hours and takes fractional hours", () => {
    expect(readConfig({}).sessionIdleTimeoutMs).toBe(12 * HOUR);
    expect(readConfig({ SESSION_IDLE_TIMEOUT_HOURS: "" }).sessionIdleTimeoutMs).toBe(12 * HOUR);
    expect(readConfig({ SESSION_IDLE_TIMEOUT_HOURS: "1.5" }).sessionIdleTimeoutMs).toBe(1.5 * HOUR);
  });

  it("refuses anything but a positive number, naming the variable", () => {
    for (const value of ["0", "-3", "twelve", "12h", "Infinity"]) {
      expect(() => readConfig({ SESSION_IDLE_TIMEOUT_HOURS: value })).toThrow(`SESSION_IDLE_TIMEOUT_HOURS must be a positive number of hours, got "${value}"`);
    }
  });
});

describe("PUBLIC_FORM_LIMIT", () => {
  it("defaults to 10 requests a minute and takes any larger whole number", () => {
    expect(readConfig({}).publicFormLimit).toBe(10);
    expect(readConfig({ PUBLIC_FORM_LIMIT: "" }).publicFormLimit).toBe(10);
    expect(readConfig({ PUBLIC_FORM_LIMIT: "100000" }).publicFormLimit).toBe(100_000);
  });

  it("refuses anything but a whole number of at least 1, naming the variable", () => {
    for (const value of ["0", "-1", "2.5", "ten", "Infinity"]) {
      expect(() => readConfig({ PUBLIC_FORM_LIMIT: value })).toThrow(
        `PUBLIC_FORM_LIMIT must be a whole number of requests a minute, at least 1, got "${value}"`,
      );
    }
  });
});

describe("the mail provider's variables", () => {
  it("reads RESEND_API_KEY, RESEND_API_URL, MAIL_PROVIDER and MAIL_FROM, unset by default", () => {
    expect(readConfig({})).toMatchObject({ resendApiKey: undefined, resendBaseUrl: undefined, mailProvider: undefined, mailFrom: undefined });
    expect(
      readConfig({ RESEND_API_KEY: " re_123 ", RESEND_API_URL: "http://127.0.0.1:4010", MAIL_PROVIDER: "file", MAIL_FROM: "hello@shop.example" }),
    ).toMatchObject({ resendApiKey: "re_123", resendBaseUrl: "http://127.0.0.1:4010", mailProvider: "file", mailFrom: "hello@shop.example" });
  });

  it("refuses another MAIL_PROVIDER and a MAIL_FROM that is no address, naming the variable", () => {
    expect(() => readConfig({ MAIL_PROVIDER: "smtp" })).toThrow('MAIL_PROVIDER must be "file" or unset, got "smtp"');
    expect(() => readConfig({ MAIL_FROM: "shop" })).toThrow('MAIL_FROM must be an e-mail address, got "shop"');
  });
});
