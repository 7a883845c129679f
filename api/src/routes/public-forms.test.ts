import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, customers, idempotencyKeys, mailMessages, orders, paymentSettings, subscribers } from "@stringing/adapters/postgres/schema/index";
import { openPgliteTestDatabase, openServerTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { emailOfLength } from "@stringing/core/testing/long-email";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * docs/rules/api.md, Public forms, through the whole app at its default limit (10
 * a minute): the three forms from one address, a second instance on the
 * same database, the window passing; the honeypot; unsubscribed addresses;
 * e-mail lengths.
 */
describe("public forms", () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let now = new Date("2026-03-01T10:15:30.000Z");
  const clock = { now: () => now };

  beforeAll(async () => {
    database = process.env.DATABASE_URL ? await openServerTestDatabase(process.env.DATABASE_URL) : await openPgliteTestDatabase();
    one = await createTestApp(database, { clock });
    // A second instance of the app on the same database (its own pool is tried in resilience.test.ts).
    two = await createTestApp(database, { clock });
  });
  afterAll(async () => {
    await database?.dispose();
    for (const app of [one, two]) if (app) await rm(app.dataDir, { recursive: true, force: true });
  });

  const message = (n: number) => ({ name: "Sam Stick", email: "sam@example.com", message: `Message number ${n} about a pocket` });
  const post = (app: TestApp, path: string, json: unknown, address: string) => app.request(path, { method: "POST", json, address });
  const storedMessages = async (prefix = "Message number") =>
    (await database.handle.db.select().from(contacts)).filter((row) => row.message.startsWith(prefix));

  describe("the limit", () => {
    it("stores the first 10 of a burst of 25 contact messages from one address and answers the rest 429 with Retry-After", async () => {
      const responses = await Promise.all(Array.from({ length: 25 }, (_, n) => post(one, "/api/contacts", message(n), "203.0.113.10")));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      for (const refused of responses.filter((response) => response.status === 429)) {
        expect(refused.headers.get("retry-after")).toBe("30");
        expect(refused.headers.get("content-type")).toMatch(/json/);
        expect(await refused.json()).toEqual({ message: expect.stringMatching(/too many/i) });
      }
      expect(await storedMessages()).toHaveLength(10);
    });

    it("leaves another address, and the other forms, unaffected", async () => {
      expect((await post(one, "/api/contacts", message(100), "203.0.113.11")).status).toBe(201);
      expect((await post(one, "/api/subscribers", { email: "limit-other@example.com" }, "203.0.113.10")).status).toBe(201);
      expect((await post(one, "/api/orders", validOrderForm({ customerEmail: "limit-other@example.com" }), "203.0.113.10")).status).toBe(201);
    });

    it("is shared by a second instance on the same database", async () => {
      expect((await post(two, "/api/contacts", message(200), "203.0.113.10")).status).toBe(429);
      for (let n = 0; n < 10; n++) expect((await post(n % 2 ? one : two, "/api/contacts", message(300 + n), "203.0.113.12")).status).toBe(201);
      expect((await post(one, "/api/contacts", message(310), "203.0.113.12")).status).toBe(429);
      expect((await post(two, "/api/contacts", message(311), "203.0.113.12")).status).toBe(429);
    });

    it("lets requests through again once the window has passed", async () => {
      now = new Date("2026-03-01T10:15:59.000Z");
      const late = await post(one, "/api/contacts", message(400), "203.0.113.10");
      expect(late.status).toBe(429);
      expect(late.headers.get("retry-after")).toBe("1");
      now = new Date("2026-03-01T10:16:00.000Z");
      expect((await post(one, "/api/contacts", message(401), "203.0.113.10")).status).toBe(201);
    });

    it("counts invalid, malformed, cross-site and oversized requests too, on every public form", async () => {
      now = new Date("2026-03-01T10:20:00.000Z");
      const address = "203.0.113.13";
      for (const [path, invalid, valid] of [
        ["/api/orders", {}, validOrderForm()],
        ["/api/subscribers", { email: "nope" }, { email: "counted@example.com" }],
        ["/api/contacts", { name: "" }, message(500)],
      ] as const) {
        for (let n = 0; n < 6; n++) expect((await post(one, path, invalid, address)).status, path).toBe(400);
        const raw = (body: string, headers: Record<string, string> = {}) =>
          one.request(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers }, address });
        expect((await raw("{")).status, path).toBe(400);
        expect((await raw(JSON.stringify({ email: "a\u0000b@example.com" }))).status, path).toBe(400);
        expect((await raw(JSON.stringify(valid), { origin: "https://elsewhere.example" })).status, path).toBe(403);
        expect((await raw(JSON.stringify({ padding: "x".repeat(1024 * 1024) }))).status, path).toBe(413);
        const refused = await post(one, path, valid, address);
        expect(refused.status, path).toBe(429);
        expect(refused.headers.get("retry-after"), path).toBe("60");
      }
    });
  });

  describe("a filled honeypot", () => {
    const bot = "203.0.113.40";
    const spam = "https://cheap-pills.example";
    const everything = async () => {
      const { db } = database.handle;
      const mail = async (app: TestApp) => (await readdir(join(app.dataDir, "mail")).catch(() => [] as string[])).length;
      return {
        orders: (await db.select().from(orders)).length,
        customers: (await db.select().from(customers)).length,
        subscribers: (await db.select().from(subscribers)).length,
        contacts: (await db.select().from(contacts)).length,
        keys: (await db.select().from(idempotencyKeys)).length,
        mailLog: (await db.select().from(mailMessages)).length,
        mailFiles: (await mail(one)) + (await mail(two)),
      };
    };
    beforeAll(async () => {
      now = new Date("2026-03-01T10:30:00.000Z");
      await database.handle.db
        .insert(paymentSettings)
        .values({ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount={amount}" })
        .onConflictDoUpdate({ target: paymentSettings.serviceName, set: { paymentLink: "https://pay.example/mesh?amount={amount}" } });
      // Written by hand, so told to both instances as any tool that writes the content must (decision record 0018).
      await Promise.all([one, two].map((instance) => instance.adapters.contentChanges.publish()));
    });

    it("gets an order's answer, the next order's id and the payment link included, and nothing is stored", async () => {
      const before = await everything();
      const form = validOrderForm({ customerEmail: "bot@spam.example", emailOptIn: true, website: spam });
      const response = await one.request("/api/orders", { method: "POST", json: form, headers: { "Idempotency-Key": "bot-key-1" }, address: bot });
      expect(response.status).toBe(201);
      const decoy = (await response.json()) as { id: number; paymentUrl: string; statusUrl: string };
      expect(await everything()).toEqual(before);

      const real = await post(one, "/api/orders", validOrderForm({ customerEmail: "human@example.com" }), bot);
      expect(real.status).toBe(201);
      const order = (await real.json()) as { id: number; paymentUrl: string; statusUrl: string };
      expect(Object.keys(decoy).sort()).toEqual(Object.keys(order).sort());
      expect(decoy).toEqual({ id: order.id, paymentUrl: order.paymentUrl, statusUrl: expect.stringMatching(/^http:\/\/shop\.test\/track\/[0-9a-f]{64}$/) });
      expect(order.statusUrl).toMatch(/^http:\/\/shop\.test\/track\/[0-9a-f]{64}$/);
      expect(decoy.statusUrl).not.toBe(order.statusUrl);
      expect(order.paymentUrl).toMatch(/^https:\/\/pay\.example\/mesh\?amount=/);
    });

    it("gets a new subscriber's answer, and nothing is stored", async () => {
      const before = await everything();
      const response = await post(one, "/api/subscribers", { email: "Bot@Spam.example", website: spam }, bot);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ email: "bot@spam.example", subscribed: true });
      expect(await everything()).toEqual(before);
    });

    it("gets a stored message's answer, and nothing is stored or mailed", async () => {
      const before = await everything();
      const response = await post(one, "/api/contacts", { ...message(700), website: spam }, bot);
      expect(response.status).toBe(201);
      const decoy = (await response.json()) as Record<string, unknown>;
      expect(await everything()).toEqual(before);
      const real = await post(one, "/api/contacts", message(701), bot);
      const stored = (await real.json()) as Record<string, unknown>;
      expect(decoy).toEqual({ ...stored, message: message(700).message, createdAt: expect.any(String) });
      expect(Date.parse(decoy.createdAt as string)).not.toBeNaN();
    });

    it("is still counted by the limit", async () => {
      // Two messages from this address so far in this window.
      for (let n = 0; n < 8; n++) expect((await post(one, "/api/contacts", { ...message(800 + n), website: spam }, bot)).status).toBe(201);
      expect((await post(one, "/api/contacts", { ...message(900), website: spam }, bot)).status).toBe(429);
    });

    it("left empty, changes nothing for people", async () => {
      const response = await post(one, "/api/subscribers", { email: "person@example.com", website: "" }, "203.0.113.41");
      expect(response.status).toBe(201);
      expect(await database.handle.db.select().from(subscribers).where(eq(subscribers.email, "person@example.com"))).toHaveLength(1);
    });
  });

  describe("an address that unsubscribed", () => {
    const unsubscribed = "gone-away@example.com";
    beforeAll(async () => {
      now = new Date("2026-03-01T11:00:00.000Z");
      await database.handle.db.insert(subscribers).values({ email: unsubscribed, name: "Gone", subscribed: false });
    });
    const row = async () => (await database.handle.db.select().from(subscribers).where(eq(subscribers.email, unsubscribed)))[0]!;

    it("stays unsubscribed through the newsletter form, which answers as it does for any known address", async () => {
      const response = await post(one, "/api/subscribers", { email: "Gone-Away@Example.com" }, "203.0.113.20");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ email: unsubscribed, subscribed: true });
      expect(await row()).toMatchObject({ subscribed: false, name: "Gone" });
    });

    it("stays unsubscribed through the order form's opt-in, and the order goes through", async () => {
      const response = await post(one, "/api/orders", validOrderForm({ customerEmail: unsubscribed, emailOptIn: true }), "203.0.113.20");
      expect(response.status).toBe(201);
      expect(await row()).toMatchObject({ subscribed: false });
      expect(await database.handle.db.select().from(orders).where(eq(orders.customerEmail, unsubscribed))).toHaveLength(1);
    });
  });

  describe("e-mail addresses over 254 characters", () => {
    const tooLong = emailOfLength(255);
    const fieldError = async (response: Response, field: string) => {
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors), field).toEqual([field]);
    };
    beforeAll(() => {
      now = new Date("2026-03-01T12:00:00.000Z");
    });

    it("are refused by every public form, and 254 characters are accepted", async () => {
      await fieldError(await post(one, "/api/orders", validOrderForm({ customerEmail: tooLong }), "203.0.113.30"), "customerEmail");
      await fieldError(await post(one, "/api/subscribers", { email: tooLong }, "203.0.113.30"), "email");
      await fieldError(await post(one, "/api/contacts", { ...message(600), email: tooLong }, "203.0.113.30"), "email");
      expect(await database.handle.db.select().from(customers).where(eq(customers.email, tooLong))).toHaveLength(0);
      expect((await post(one, "/api/subscribers", { email: emailOfLength(254) }, "203.0.113.30")).status).toBe(201);
    });

    it("are refused by every admin e-mail field", async () => {
      const cookie = await one.signIn("admin");
      const asAdmin = (method: string, path: string, json: unknown) => one.request(path, { method, json, cookie });
      await fieldError(await asAdmin("POST", "/api/customers", { name: "Casey Jones", email: tooLong }), "email");
      const created = await asAdmin("POST", "/api/customers", { name: "Casey Jones", email: "casey.long@example.com" });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      await fieldError(await asAdmin("PATCH", `/api/customers/${id}`, { email: tooLong }), "email");
      await fieldError(await asAdmin("POST", "/api/subscribers", { email: tooLong }), "email");
      const credentials = { apiKey: "key", apiSecret: "secret", senderEmail: tooLong };
      await fieldError(await asAdmin("POST", "/api/config/mailjet", credentials), "senderEmail");
      await fieldError(await asAdmin("POST", "/api/config/contact-email", credentials), "senderEmail");
    });
  });
});
