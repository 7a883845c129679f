import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { rowsOf } from "@stringing/adapters/postgres/rows-of";
import { paymentSettings, services } from "@stringing/adapters/postgres/schema/index";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type Placed = { id: number; paymentUrl: string | null; statusUrl: string };
type OrderBody = Record<string, unknown> & { id: number; customerId: number; statusUrl: string };
type EventBody = { type: string; actor: string; data: Record<string, unknown> };

/** POST /api/orders/{id}/reorder (docs/rules/orders.md, Reordering), on PGlite and, with DATABASE_URL, the Postgres server. */
describe("POST /api/orders/{id}/reorder", () => {
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin = "";
  let username = "";
  beforeAll(async () => {
    const { db } = app();
    await db.update(services).set({ price: 4500 }).where(eq(services.name, "Mesh Pocket"));
    await db
      .insert(paymentSettings)
      .values({ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/test_mesh" })
      .onConflictDoUpdate({ target: paymentSettings.serviceName, set: { paymentLink: "https://buy.stripe.com/test_mesh" } });
    admin = await app().signIn("admin");
    username = ((await (await app().request("/api/user", { cookie: admin })).json()) as { username: string }).username;
  });

  const place = async (overrides: Record<string, unknown> = {}) => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm(overrides) });
    expect(response.status).toBe(201);
    return (await response.json()) as Placed;
  };
  /** As the signed-in admin unless another cookie, or null for nobody, is given. */
  const reorder = (id: number, headers: Record<string, string> = {}, cookie: string | null = admin) =>
    app().request(`/api/orders/${id}/reorder`, { method: "POST", headers, ...(cookie ? { cookie } : {}) });
  const get = async <T>(path: string) => (await (await app().request(path, { cookie: admin })).json()) as T;
  const mailJobs = async (id: number) =>
    rowsOf<{ template: string }>(
      await app().db.execute(sql`select data->>'template' as template from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = ${id}`),
    ).map((row) => row.template);

  it("creates a new pending order for the same customer, recipe and address at today's price, answers its links, and its created event names the old order", async () => {
    const old = await place({
      customerEmail: "reorder.one@example.com",
      stringOption: NEED_STRINGS,
      pocketPreference: "Low Pocket",
      stringerNotes: "Red sidewall",
      pocket: { meshBrand: "Hero 3.0", diamonds: 10, shooters: [{ style: "double_v", material: "hockey_lace" }] },
    });
    await app().request(`/api/orders/${old.id}/payment`, { method: "PATCH", cookie: admin, json: { paymentStatus: "paid", amountPaid: 5699 } });
    const setPrice = async (price: number) => {
      const mesh = (await get<{ id: number; name: string }[]>("/api/services")).find((service) => service.name === "Mesh Pocket")!;
      expect((await app().request(`/api/services/${mesh.id}`, { method: "PUT", cookie: admin, json: { price } })).status).toBe(200);
    };
    // Through the admin route, as the owner changes it, so the intake's catalogue knows.
    await setPrice(5000);
    try {
      const response = await reorder(old.id);
      expect(response.status).toBe(201);
      const placed = (await response.json()) as Placed;
      expect(placed).toEqual({
        id: expect.any(Number),
        paymentUrl: `https://buy.stripe.com/test_mesh?client_reference_id=${placed.id}&prefilled_email=reorder.one%40example.com`,
        statusUrl: expect.stringMatching(/^http:\/\/shop\.test\/track\/[0-9a-f]{64}$/),
      });
      expect(placed.id).not.toBe(old.id);
      expect(placed.statusUrl).not.toBe(old.statusUrl);

      const [before, after] = [await get<OrderBody>(`/api/orders/${old.id}`), await get<OrderBody>(`/api/orders/${placed.id}`)];
      const same = ["customerId", "customerName", "customerEmail", "serviceName", "meshType", "stringType", "additionalRequests", "shippingInfo", "pocket"];
      for (const field of same) expect(after[field], field).toEqual(before[field]);
      expect(after.pocket).toMatchObject({ meshBrand: "Hero 3.0", diamonds: 10, shooters: [{ style: "double_v", material: "hockey_lace", color: null }] });
      expect(after).toMatchObject({ status: "pending", paymentStatus: "unpaid", amountPaid: null, servicePrice: 6199, statusUrl: placed.statusUrl });

      const events = await get<EventBody[]>(`/api/orders/${placed.id}/events`);
      expect(events[0]).toEqual({ id: expect.anything(), type: "created", at: expect.any(String), actor: username, data: { from: old.id } });
      expect(await mailJobs(placed.id)).toEqual(expect.arrayContaining(["order-received", "owner-new-order"]));

      const customer = await get<{ totalOrders: number }>(`/api/customers/${before.customerId}`);
      expect(customer.totalOrders).toBe(2);
      const track = await (await app().request(new URL(placed.statusUrl).pathname.replace(/^\/track/, "/api/track"))).json();
      expect(track).toMatchObject({
        id: placed.id,
        status: "pending",
        recipe: { pocketPreference: "Low Pocket", stringOption: NEED_STRINGS, stringerNotes: "Red sidewall" },
      });

      const activity = await get<{ action: string; recordId: string; summary: string }[]>("/api/activity?kind=orders");
      expect(activity).toContainEqual(
        expect.objectContaining({ action: "created", recordId: String(placed.id), summary: `Created order #${placed.id} like order #${old.id}` }),
      );
    } finally {
      await setPrice(4500);
    }
  });

  it("answers the same new order for a retried Idempotency-Key, making one order", async () => {
    const old = await place({ customerEmail: "reorder.two@example.com" });
    const first = await reorder(old.id, { "Idempotency-Key": `reorder-${old.id}` });
    const again = await reorder(old.id, { "Idempotency-Key": `reorder-${old.id}` });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const { customerId } = await get<OrderBody>(`/api/orders/${old.id}`);
    expect(await get<unknown[]>(`/api/orders/customer/${customerId}`)).toHaveLength(2);
    expect((await reorder(old.id, { "Idempotency-Key": "bad key" })).status).toBe(400);
  });

  it("is 404 for an unknown order, admin-only, and refuses with field errors an order the form can no longer take", async () => {
    expect((await reorder(999999)).status).toBe(404);
    const old = await place({ customerEmail: "reorder.three@example.com" });
    expect((await reorder(old.id, {}, null)).status).toBe(401);
    expect((await reorder(old.id, {}, await app().signIn("user"))).status).toBe(403);
    await app().db.execute(sql`update orders set shipping_info = '{}'::jsonb where id = ${old.id}`);
    const refused = await reorder(old.id);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { shippingAddress: "Shipping address is required", shippingCity: "City is required" } });
  });
});
