import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { openServerTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const serverUrl = process.env.DATABASE_URL;

/**
 * Two instances of the app on one Postgres database, as behind a load
 * balancer: each keeps the public reads, `/` and the order intake's
 * catalogue in memory, and a write through one must be what the next read
 * (or order) through the other answers.
 */
describe.skipIf(!serverUrl)("two instances on one database", () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    database = await openServerTestDatabase(serverUrl!);
    const secondPool = await openDatabase({ url: database.url });
    one = await createTestApp(database);
    two = await createTestApp({ handle: secondPool, dispose: () => secondPool.close() });
    cleanUp = async () => {
      await secondPool.close();
      await database.dispose();
    };
  });
  afterAll(async () => cleanUp?.());

  const heroOf = async (app: TestApp) => (await (await app.request("/api/content/section/hero-heading")).json()) as { id: number; title: string };
  const servicesOf = async (app: TestApp) => ((await (await app.request("/api/services")).json()) as { name: string }[]).map((s) => s.name);

  it("sees a content write made through the other instance on the next read", async () => {
    const before = await heroOf(two);
    expect(await heroOf(two)).toEqual(before); // now kept by instance two

    const admin = await one.signIn();
    for (const title of ["Strung by hand", "Strung by hand, shipped in 3 days", "Back to the first"]) {
      const write = await one.request(`/api/content/${before.id}`, { method: "PUT", cookie: admin, json: { title } });
      expect(write.status).toBe(200);
      expect((await heroOf(two)).title).toBe(title);
      expect((await heroOf(one)).title).toBe(title);
    }
  });

  it("sees a new service from the other instance, in the API and in the rendered reads", async () => {
    expect(await servicesOf(one)).not.toContain("Goalie Special");
    const admin = await two.signIn();
    const created = await two.request("/api/services", {
      method: "POST",
      cookie: admin,
      json: { name: "Goalie Special", description: "A deep goalie pocket", price: 6500, priceDisplay: "$65", features: ["Wide channel"], visible: true },
    });
    expect(created.status).toBe(201);
    expect(await servicesOf(one)).toContain("Goalie Special");
  });

  it("prices an order taken by one instance from a price changed through the other", async () => {
    const order = async () => {
      const response = await two.request("/api/orders", {
        method: "POST",
        json: validOrderForm({ customerEmail: `two-${crypto.randomUUID()}@example.com` }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: number };
    };
    const admin = await one.signIn();
    const priceOf = async (id: number) => ((await (await one.request(`/api/orders/${id}`, { cookie: admin })).json()) as { servicePrice: number }).servicePrice;
    const mesh = ((await (await one.request("/api/services")).json()) as { id: number; name: string }[]).find((s) => s.name === "Mesh Pocket")!;

    for (const price of [4100, 4200, 4300]) {
      await order(); // instance two keeps the catalogue it read
      const write = await one.request(`/api/services/${mesh.id}`, { method: "PUT", cookie: admin, json: { price } });
      expect(write.status).toBe(200);
      expect(await priceOf((await order()).id)).toBe(price);
    }
  });

  it("answers a signed-in admin from the database, never from the shared copy", async () => {
    const admin = await one.signIn();
    const anonymous = await servicesOf(one);
    const asAdmin = ((await (await one.request("/api/services", { cookie: admin })).json()) as { name: string }[]).map((s) => s.name);
    expect(asAdmin).toEqual(expect.arrayContaining(anonymous));
  });
});
