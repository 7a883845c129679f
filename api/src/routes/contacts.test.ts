import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeMailjet } from "@stringing/adapters/mailjet/fake-mailjet-server";
import { contacts, mailMessages } from "@stringing/adapters/postgres/schema/index";
import { registerAppJobs } from "../jobs/register-app-jobs.ts";
import { useTestApp, type TestApp } from "../testing/test-app.ts";

type Contact = { id: number; name: string; email: string; message: string; responded: boolean; createdAt: string };

const credentials = { apiKey: "contact-key", apiSecret: "contact-secret" };
const mailjet = await startFakeMailjet(credentials);
afterAll(() => mailjet.close());

const adminSession = (app: () => TestApp) => {
  let cookie = "";
  return async (path: string, init: { method?: string; json?: unknown } = {}) => {
    cookie ||= await app().signIn("admin");
    return app().request(path, { ...init, cookie });
  };
};

const message = { name: "Sam Stick", email: "sam@example.com", message: "Can you string a goalie head?" };

describe("/api/contacts", () => {
  const app = useTestApp({ mailjetBaseUrl: mailjet.url });
  // The owner's notice is a job: this process runs it, as every server instance does.
  beforeAll(async () => {
    registerAppJobs(app().adapters.jobs, { adapters: app().adapters, clock: { now: () => new Date() } });
    await app().adapters.jobs.start();
  });
  afterAll(() => app().adapters.jobs.stop({ graceMs: 0 }));
  const asAdmin = adminSession(app);
  const leave = (json: unknown) => app().request("/api/contacts", { method: "POST", json });
  const mailFiles = async () => (await readdir(join(app().dataDir, "mail")).catch(() => [] as string[])).filter((f) => f.endsWith(".eml"));

  it("stores a visitor's message (201) and its notice job; the job tells the owner through the local mailer while nothing is configured", async () => {
    const response = await leave(message);
    expect(response.status).toBe(201);
    const stored = (await response.json()) as Contact;
    expect(stored).toEqual({ id: expect.any(Number), ...message, responded: false, createdAt: expect.any(String) });
    const files = await vi.waitFor(
      async () => {
        const found = await mailFiles();
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(files[0]).toMatch(new RegExp(`^contact-${stored.id}-owner-new-contact-`));
    const eml = await readFile(join(app().dataDir, "mail", files[0]!), "utf8");
    expect(eml).toMatch(/^Reply-To: "?Sam Stick"? <sam@example\.com>\r$/m);
    expect(eml).toContain("Subject: New contact message from Sam Stick");
    expect(eml).toContain("Can you string a goalie head?");
    // The job records the message after the file is written: wait for the record too.
    await vi.waitFor(
      async () =>
        expect(await app().db.select().from(mailMessages)).toMatchObject([
          { kind: "owner-new-contact", provider: "local-file", status: "sent", recipient: "no-reply@localhost" },
        ]),
      { timeout: 15_000, interval: 100 },
    );
  });

  it("validates with the spec's messages; malformed JSON is a 400", async () => {
    const response = await leave({ name: "", email: "nope", message: "short" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Name is required",
      errors: { name: "Name is required", email: "Invalid email address", message: "Message must be at least 10 characters" },
    });
    expect((await app().request("/api/contacts", { method: "POST", body: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("notifies through Mailjet once contact-form delivery is configured", async () => {
    expect((await asAdmin("/api/config/contact-email", { method: "POST", json: { ...credentials, senderEmail: "owner@shop.example" } })).status).toBe(200);
    mailjet.reset();
    expect((await leave(message)).status).toBe(201);
    await vi.waitFor(() => expect(mailjet.delivered).toHaveLength(1), { timeout: 15_000, interval: 200 });
    expect(mailjet.delivered).toMatchObject([
      { From: { Email: "owner@shop.example" }, To: [{ Email: "owner@shop.example" }], ReplyTo: { Email: "sam@example.com", Name: "Sam Stick" } },
    ]);
    // The job records the message after Mailjet has answered: wait for the record too.
    await vi.waitFor(async () => expect((await app().db.select().from(mailMessages)).at(-1)).toMatchObject({ provider: "mailjet", status: "sent" }), {
      timeout: 15_000,
      interval: 100,
    });
  });

  it("keeps the message and answers 201 when the notification fails; the job records the failure and will try again", async () => {
    await asAdmin("/api/config/contact-email", { method: "POST", json: { ...credentials, apiSecret: "wrong", senderEmail: "owner@shop.example" } });
    const before = (await app().db.select().from(contacts)).length;
    const response = await leave({ ...message, message: "Still there after a failure?" });
    expect(response.status).toBe(201);
    expect(await app().db.select().from(contacts)).toHaveLength(before + 1);
    await vi.waitFor(
      async () =>
        expect((await app().db.select().from(mailMessages)).at(-1)).toMatchObject({
          provider: "mailjet",
          status: "failed",
          error: expect.stringContaining("401"),
        }),
      { timeout: 15_000, interval: 200 },
    );
  });

  it("lists newest first for the admin, with paging", async () => {
    const list = (await (await asAdmin("/api/contacts")).json()) as Contact[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.message).toBe("Still there after a failure?");
    const ids = list.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(((await (await asAdmin("/api/contacts?limit=1&offset=1")).json()) as Contact[]).map((c) => c.id)).toEqual([ids[1]]);
    expect((await asAdmin("/api/contacts?offset=-1")).status).toBe(400);
  });

  it("marks a message responded: 404 unknown, 400 bad id or body", async () => {
    const [latest] = (await (await asAdmin("/api/contacts")).json()) as Contact[];
    const response = await asAdmin(`/api/contacts/${latest!.id}`, { method: "PATCH", json: { responded: true } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: latest!.id, responded: true });
    const unknown = await asAdmin("/api/contacts/999999", { method: "PATCH", json: { responded: true } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Contact not found" });
    expect((await asAdmin("/api/contacts/abc", { method: "PATCH", json: { responded: true } })).status).toBe(400);
    const bad = await asAdmin(`/api/contacts/${latest!.id}`, { method: "PATCH", json: { responded: "yes" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "responded must be true or false", errors: { responded: "responded must be true or false" } });
  });

  it("keeps reading and marking for admins: 401 anonymous, 403 non-admin", async () => {
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/contacts"],
      ["PATCH", "/api/contacts/1"],
    ] as const) {
      const init = method === "GET" ? { method } : { method, json: { responded: true } };
      expect((await app().request(path, init)).status).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status).toBe(403);
    }
  });
});
