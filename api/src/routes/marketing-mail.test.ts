import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeMailjet } from "@stringing/adapters/mailjet/fake-mailjet-server";
import { startFakeResend } from "@stringing/adapters/resend/fake-resend-server";
import { mailMessages } from "@stringing/adapters/postgres/schema/index";
import { registerCampaignBatchJob } from "../jobs/campaign-batch-job.ts";
import { useTestApp, type TestApp } from "../testing/test-app.ts";

const RESEND_KEY = "re_route_test_key";
const resend = await startFakeResend(RESEND_KEY);
const mailjetCredentials = { apiKey: "mj-key", apiSecret: "mj-secret" };
const mailjet = await startFakeMailjet(mailjetCredentials);
afterAll(async () => {
  await resend.close();
  await mailjet.close();
});
beforeEach(() => {
  resend.reset();
  mailjet.reset();
});

const adminSession = (app: () => TestApp) => {
  let cookie = "";
  return async (path: string, init: { method?: string; json?: unknown } = {}) => {
    cookie ||= await app().signIn("admin");
    return app().request(path, { ...init, cookie });
  };
};

const emlFiles = async (dataDir: string) => (await readdir(join(dataDir, "mail")).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));

describe("mail delivery settings with nothing configured (the files)", () => {
  const app = useTestApp();
  const asAdmin = adminSession(app);

  it("names the files as the provider, not configured, the owner address falling back to the sender", async () => {
    const response = await asAdmin("/api/config/mail");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      provider: "file",
      configured: false,
      senderEmail: null,
      ownerEmail: null,
      effectiveOwnerEmail: "no-reply@localhost",
      ownerEmailConcern: "localhost",
    });
  });

  it("tells Marketing exactly what it tells Settings: one answer for the provider and the owner address", async () => {
    for (const ownerEmail of [null, "noreply@shop.example", "owner@example.com"]) {
      await asAdmin("/api/config/mail", { method: "POST", json: { ownerEmail } });
      const settings = await (await asAdmin("/api/config/mail")).json();
      expect(await (await asAdmin("/api/marketing/status")).json()).toEqual(settings);
    }
    expect(await (await asAdmin("/api/marketing/status")).json()).toMatchObject({ provider: "file", configured: false, ownerEmailConcern: null });
  });

  it("saves the owner address checked as an e-mail address, and forgets it when emptied", async () => {
    const bad = await asAdmin("/api/config/mail", { method: "POST", json: { ownerEmail: "owner" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Please enter a valid email address", errors: { ownerEmail: "Please enter a valid email address" } });

    const saved = await asAdmin("/api/config/mail", { method: "POST", json: { ownerEmail: " Owner@Example.com " } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ownerEmail: "owner@example.com", effectiveOwnerEmail: "owner@example.com" });
    expect(await (await asAdmin("/api/config/mail")).json()).toMatchObject({ ownerEmail: "owner@example.com" });

    const cleared = await asAdmin("/api/config/mail", { method: "POST", json: { ownerEmail: "" } });
    expect(await cleared.json()).toMatchObject({ ownerEmail: null, effectiveOwnerEmail: "no-reply@localhost" });
  });

  it("sends a test mail as an .eml file to the owner address, and logs it", async () => {
    await asAdmin("/api/config/mail", { method: "POST", json: { ownerEmail: "owner@example.com" } });
    const response = await asAdmin("/api/marketing/test-mail", { method: "POST", json: {} });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { providerMessageId: string };
    expect(body).toEqual({
      ok: true,
      provider: "file",
      to: "owner@example.com",
      subject: "Test mail from StringMaster Pro",
      providerMessageId: expect.stringMatching(/\.eml$/),
    });
    expect(await emlFiles(app().dataDir)).toEqual([body.providerMessageId]);
    const eml = await readFile(join(app().dataDir, "mail", body.providerMessageId), "utf8");
    expect(eml).toContain("To: owner@example.com");
    expect(eml).toContain("Subject: Test mail from StringMaster Pro");
    expect(eml).toContain("#41B5B4");
    const logged = await app().db.select().from(mailMessages);
    expect(logged).toMatchObject([{ kind: "test-mail", recipient: "owner@example.com", provider: "local-file", status: "sent" }]);
  });

  it("sends a test mail to the address given, and refuses one that is no address", async () => {
    const response = await asAdmin("/api/marketing/test-mail", { method: "POST", json: { to: "Me@Example.com" } });
    expect(await response.json()).toMatchObject({ ok: true, to: "me@example.com" });
    const bad = await asAdmin("/api/marketing/test-mail", { method: "POST", json: { to: "me" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "Please enter a valid email address", errors: { to: "Please enter a valid email address" } });
  });

  it("keeps the routes for admins: 401 anonymous, 403 non-admin", async () => {
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/config/mail"],
      ["POST", "/api/config/mail"],
      ["POST", "/api/marketing/test-mail"],
    ] as const) {
      const init = method === "GET" ? { method } : { method, json: { ownerEmail: "a@b.co" } };
      expect((await app().request(path, init)).status, path).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status, path).toBe(403);
    }
  });
});

describe("MAIL_PROVIDER=file", () => {
  const app = useTestApp({ mail: { mailProvider: "file", mailFrom: "hello@shop.example" } });
  const asAdmin = adminSession(app);

  it("counts the files as configured: the status says so and a campaign goes out as files", async () => {
    const status = await (await asAdmin("/api/marketing/status")).json();
    expect(status).toMatchObject({ configured: true, senderEmail: "hello@shop.example", provider: "file", ownerEmailConcern: "unset" });
    expect(await (await asAdmin("/api/config/mail")).json()).toEqual(status);
    await app().request("/api/subscribers", { method: "POST", json: { email: "fan@example.com" } });
    const sent = await asAdmin("/api/marketing/send-campaign", { method: "POST", json: { subject: "Spring sale", content: "Fresh mesh is in stock now." } });
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ campaignId: expect.any(Number), recipientCount: 1 });
    // The batch job writes the file.
    registerCampaignBatchJob(app().adapters.jobs, { adapters: app().adapters });
    await app().adapters.jobs.start();
    try {
      const deadline = Date.now() + 20_000;
      while ((await emlFiles(app().dataDir)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await app().adapters.jobs.stop({ graceMs: 1000 });
    }
    const [file] = await emlFiles(app().dataDir);
    const eml = await readFile(join(app().dataDir, "mail", file!), "utf8");
    expect(eml).toContain("From: hello@shop.example");
    // The shop's branded template, as the preview shows it.
    expect(eml).toContain("#41B5B4");
    expect(eml).toContain("api/subscribers/unsubscribe?token=");
  });
});

describe("a campaign's preview and its test to the owner (MAIL_PROVIDER=file)", () => {
  const app = useTestApp({ mail: { mailProvider: "file", mailFrom: "hello@shop.example" } });
  const asAdmin = adminSession(app);

  it("previews a campaign in the branded template the send uses, with how many it would reach", async () => {
    for (const email of ["a@example.com", "b@example.com"]) await app().request("/api/subscribers", { method: "POST", json: { email } });
    const response = await asAdmin("/api/marketing/preview", { method: "POST", json: { subject: "Spring sale", content: "Fresh mesh is in <now>." } });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as { subject: string; html: string; text: string; recipientCount: number };
    expect(preview).toMatchObject({ subject: "Spring sale", recipientCount: 2 });
    expect(preview.html).toMatch(/^<!DOCTYPE html/);
    expect(preview.html).toContain("#41B5B4");
    expect(preview.html).toContain("Fresh mesh is in &lt;now&gt;.");
    expect(preview.text).toContain("Unsubscribe");
    expect(preview.html).not.toContain("unsubscribe.invalid");
    // Nothing is sent or stored.
    expect(await emlFiles(app().dataDir)).toEqual([]);
    expect(await (await asAdmin("/api/marketing/campaigns")).json()).toEqual([]);
    const bad = await asAdmin("/api/marketing/preview", { method: "POST", json: { subject: "", content: "short" } });
    expect(bad.status).toBe(400);
  });

  it("sends one test copy of the campaign to the owner, not to the subscribers", async () => {
    await app().request("/api/subscribers", { method: "POST", json: { email: "fan@example.com" } });
    await asAdmin("/api/config/mail", { method: "POST", json: { ownerEmail: "owner@example.com" } });
    const response = await asAdmin("/api/marketing/test-campaign", {
      method: "POST",
      json: { subject: "Spring sale", content: "Fresh mesh is in stock now." },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { providerMessageId: string };
    expect(body).toMatchObject({ ok: true, provider: "file", to: "owner@example.com", subject: "[Test] Spring sale" });
    expect(await emlFiles(app().dataDir)).toEqual([body.providerMessageId]);
    const eml = await readFile(join(app().dataDir, "mail", body.providerMessageId), "utf8");
    expect(eml).toContain("To: owner@example.com");
    expect(eml).toContain("#41B5B4");
    expect(await (await asAdmin("/api/marketing/campaigns")).json()).toEqual([]);
  });

  it("keeps the preview and the test for admins", async () => {
    const user = await app().signIn("user");
    for (const path of ["/api/marketing/preview", "/api/marketing/test-campaign"]) {
      const init = { method: "POST", json: { subject: "Spring sale", content: "Fresh mesh is in stock now." } };
      expect((await app().request(path, init)).status, path).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status, path).toBe(403);
    }
  });
});

describe("Resend from the environment, until Mailjet is saved", () => {
  const app = useTestApp({ mailjetBaseUrl: mailjet.url, mail: { resendApiKey: RESEND_KEY, resendBaseUrl: resend.url, mailFrom: "hello@shop.example" } });
  const asAdmin = adminSession(app);

  it("sends the test mail through Resend from MAIL_FROM, under the site's name", async () => {
    expect(await (await asAdmin("/api/marketing/status")).json()).toMatchObject({ configured: true, senderEmail: "hello@shop.example", provider: "resend" });
    const response = await asAdmin("/api/marketing/test-mail", { method: "POST", json: { to: "me@example.com" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, provider: "resend", to: "me@example.com", providerMessageId: resend.delivered[0]!.id });
    expect(resend.delivered).toMatchObject([
      { from: "StringMaster Pro <hello@shop.example>", to: ["me@example.com"], subject: "Test mail from StringMaster Pro" },
    ]);
    expect(resend.delivered[0]!.text).toContain("This test was sent through resend");
  });

  it("answers 502 with Resend's reason when it refuses", async () => {
    resend.failNext.push({ statusCode: 500, name: "application_error", message: "An unexpected error occurred." });
    const response = await asAdmin("/api/marketing/test-mail", { method: "POST", json: { to: "me@example.com" } });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: "The test mail could not be sent: Resend answered HTTP 500 (application_error): An unexpected error occurred.",
      ok: false,
      provider: "resend",
      to: "me@example.com",
      subject: "Test mail from StringMaster Pro",
      error: "Resend answered HTTP 500 (application_error): An unexpected error occurred.",
    });
  });

  it("switches to Mailjet once its settings are saved", async () => {
    await asAdmin("/api/config/mailjet", { method: "POST", json: { ...mailjetCredentials, senderEmail: "shop@example.com" } });
    expect(await (await asAdmin("/api/config/mail")).json()).toMatchObject({ provider: "mailjet", senderEmail: "shop@example.com" });
    expect(await (await asAdmin("/api/marketing/status")).json()).toMatchObject({ provider: "mailjet", configured: true, senderEmail: "shop@example.com" });
    const response = await asAdmin("/api/marketing/test-mail", { method: "POST", json: {} });
    expect(await response.json()).toMatchObject({ ok: true, provider: "mailjet", to: "shop@example.com" });
    expect(mailjet.delivered).toHaveLength(1);
    expect(resend.delivered).toEqual([]);
  });
});
