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

describe("the suppression webhooks' secrets", () => {
  it("reads MAILJET_WEBHOOK_SECRET and RESEND_WEBHOOK_SECRET, unset by default", () => {
    expect(readConfig({})).toMatchObject({ mailjetWebhookSecret: undefined, resendWebhookSecret: undefined });
    const resend = `whsec_${Buffer.from("a signing key of thirty-two bytes").toString("base64")}`;
    expect(readConfig({ MAILJET_WEBHOOK_SECRET: " 9f86d081884c7d659a2feaa0c55ad015 ", RESEND_WEBHOOK_SECRET: resend })).toMatchObject({
      mailjetWebhookSecret: "9f86d081884c7d659a2feaa0c55ad015",
      resendWebhookSecret: resend,
    });
  });

  it("refuses a short or URL-unsafe Mailjet secret and a Resend secret that is not whsec_…, naming the variable without echoing it", () => {
    for (const secret of ["short", "has spaces in it somewhere", "slash/in/the/secret/value"]) {
      expect(() => readConfig({ MAILJET_WEBHOOK_SECRET: secret })).toThrow(/^MAILJET_WEBHOOK_SECRET must be 16 to 200 URL-safe characters/);
    }
    expect(() => readConfig({ RESEND_WEBHOOK_SECRET: "re_not_a_signing_secret" })).toThrow(/^RESEND_WEBHOOK_SECRET must be the endpoint's signing secret/);
  });
});

describe("Shippo", () => {
  it("reads SHIPPO_API_KEY, SHIPPO_API_URL and SHIPPO_WEBHOOK_TOKEN, unset by default", () => {
    expect(readConfig({})).toMatchObject({ shippoApiKey: undefined, shippoBaseUrl: undefined, shippoWebhookToken: undefined });
    const token = "0123456789abcdef".repeat(3);
    expect(readConfig({ SHIPPO_API_KEY: " shippo_test_abc ", SHIPPO_API_URL: "http://127.0.0.1:9999", SHIPPO_WEBHOOK_TOKEN: token })).toMatchObject({
      shippoApiKey: "shippo_test_abc",
      shippoBaseUrl: "http://127.0.0.1:9999",
      shippoWebhookToken: token,
    });
  });

  it("refuses a short or URL-unsafe webhook token, naming the variable without echoing it", () => {
    for (const token of ["short-token", `${"a".repeat(40)}/x`, `${"a".repeat(40)} b`]) {
      let message = "";
      try {
        readConfig({ SHIPPO_WEBHOOK_TOKEN: token });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^SHIPPO_WEBHOOK_TOKEN must be 32 to 200 letters/);
      expect(message).not.toContain(token);
    }
  });
});

describe("Stripe Checkout", () => {
  it("reads STRIPE_SECRET_KEY and STRIPE_API_URL, unset by default", () => {
    expect(readConfig({})).toMatchObject({ stripeSecretKey: undefined, stripeBaseUrl: undefined });
    expect(readConfig({ STRIPE_SECRET_KEY: " sk_test_51AbCdEfGhIjKlMn ", STRIPE_API_URL: "http://127.0.0.1:12111/" })).toMatchObject({
      stripeSecretKey: "sk_test_51AbCdEfGhIjKlMn",
      stripeBaseUrl: "http://127.0.0.1:12111/",
    });
    expect(readConfig({ STRIPE_SECRET_KEY: "rk_live_51AbCdEfGhIjKlMn" }).stripeSecretKey).toBe("rk_live_51AbCdEfGhIjKlMn");
  });

  it("refuses a publishable or malformed key without echoing it, and a base URL that is no origin", () => {
    for (const key of ["pk_test_51AbCdEfGhIjKlMn", "sk_test_short", "whsec_51AbCdEfGhIjKlMn"]) {
      let message = "";
      try {
        readConfig({ STRIPE_SECRET_KEY: key });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^STRIPE_SECRET_KEY must be a secret key/);
      expect(message).not.toContain(key);
    }
    expect(() => readConfig({ STRIPE_API_URL: "http://127.0.0.1:12111/v1" })).toThrow(/^STRIPE_API_URL must be an http\(s\) origin/);
    expect(() => readConfig({ STRIPE_API_URL: "api.stripe.com" })).toThrow(/^STRIPE_API_URL must be an http\(s\) origin/);
  });
});

describe("the object storage variables", () => {
  it("keeps objects on disk without S3_BUCKET, and reads the bucket's settings with it", () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ S3_BUCKET: "shop-objects" }).s3).toEqual({
      bucket: "shop-objects",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(
      readConfig({ S3_BUCKET: " shop ", S3_ENDPOINT: "https://s3.example.com/", S3_REGION: "auto", S3_ACCESS_KEY_ID: "AK", S3_SECRET_ACCESS_KEY: "SK" }).s3,
    ).toEqual({ bucket: "shop", endpoint: "https://s3.example.com", region: "auto", accessKeyId: "AK", secretAccessKey: "SK" });
  });

  it("refuses settings without a bucket, one key without the other, and an endpoint that is no origin", () => {
    expect(() => readConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "auto" })).toThrow("S3_BUCKET must be set to use S3_ENDPOINT, S3_REGION");
    expect(() => readConfig({ S3_BUCKET: "shop", S3_ACCESS_KEY_ID: "AK" })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    for (const endpoint of ["s3.example.com", "ftp://s3.example.com", "https://s3.example.com/bucket"]) {
      expect(() => readConfig({ S3_BUCKET: "shop", S3_ENDPOINT: endpoint })).toThrow(/S3_ENDPOINT must be an http\(s\) origin/);
    }
  });
});

describe("ADMIN_PASSWORD", () => {
  it("refuses an ADMIN_PASSWORD that breaks the password rule, without echoing it", () => {
    expect(() => readConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "x" })).toThrow(
      "ADMIN_PASSWORD breaks the password rule: Password must be at least 8 characters",
    );
    expect(() => readConfig({ ADMIN_PASSWORD: "y".repeat(1001) })).toThrow(/^ADMIN_PASSWORD breaks the password rule: Password must be at most 1000/);
    expect(readConfig({ ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "long enough" })).toMatchObject({ adminUsername: "boss", adminPassword: "long enough" });
  });
});
