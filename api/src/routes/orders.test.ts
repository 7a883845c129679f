import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customers, paymentSettings, services, subscribers } from "@stringing/adapters/postgres/schema/index";
import { SERVICE_NOT_OFFERED } from "@stringing/core/orders/offered-services";
import { NEED_STRINGS, ORDER_FORM_MESSAGES } from "@stringing/core/orders/order-form";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type OrderBody = Record<string, unknown> & { id: number; status: string; details: Record<string, unknown> };

describe("orders routes", () => {
  // Dozens of orders from one address; the limit itself is tested in public-forms.test.ts.
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin: string;
  let user: string;

  beforeAll(async () => {
    const { db } = app();
    await db.update(services).set({ price: 4500 }).where(eq(services.name, "Mesh Pocket"));
    await db
      .insert(paymentSettings)
      .values({ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount=[amount]" })
      .onConflictDoUpdate({ target: paymentSettings.serviceName, set: { paymentLink: "https://pay.example/mesh?amount=[amount]" } });
    admin = await app().signIn("admin");
    user = await app().signIn("user");
  });

  const post = (json: unknown, headers: Record<string, string> = {}) => app().request("/api/orders", { method: "POST", json, headers });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await post(validOrderForm(overrides));
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; paymentUrl: string | null; statusUrl: string };
  };
  const get = async (path: string) => {
    const response = await app().request(path, { cookie: admin });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<never>;
  };

  describe("POST /api/orders", () => {
    it("lets anyone order: 201 {id, paymentUrl, statusUrl} with the server's amount", async () => {
      const body = await create({ stringOption: NEED_STRINGS, customerEmail: "buyer@example.com", emailOptIn: true });
      expect(body).toEqual({
        id: expect.any(Number),
        paymentUrl: "https://pay.example/mesh?amount=56.99",
        statusUrl: expect.stringMatching(/^http:\/\/shop\.test\/track\/[0-9a-f]{64}$/),
      });
      const order = (await get(`/api/orders/${body.id}`)) as OrderBody;
      expect(order).toMatchObject({
        id: body.id,
        customerName: "Casey Jones",
        customerEmail: "buyer@example.com",
        serviceName: "Mesh Pocket",
        servicePrice: 5699,
        meshType: "Providing my own mesh",
        meshColor: null,
        stringType: NEED_STRINGS,
        stringColor: null,
        status: "pending",
        customerId: expect.any(Number),
        shippingInfo: {
          address: "12 Main St",
          city: "Springfield",
          state: "IL",
          zip: "62701",
          country: "United States",
          phone: "555-0100",
          contactPreference: "Email",
        },
        shippingLabelUrl: null,
        trackingNumber: null,
        returnLabelUrl: null,
        returnTrackingNumber: null,
        outboundLabelUrl: null,
        outboundTrackingNumber: null,
        timeToDelivery: null,
        paymentStatus: "unpaid",
        amountPaid: null,
        paidAt: null,
        statusUrl: body.statusUrl,
      });
      expect(order).not.toHaveProperty("trackingToken");
      expect(order.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(order.details).toMatchObject({ headType: "STX Surgeon 1000", position: "Attack", emailOptIn: true });
      expect(order.details).not.toHaveProperty("stringerNotes");
      const [customer] = await app().db.select().from(customers).where(eq(customers.email, "buyer@example.com"));
      expect(customer).toMatchObject({ totalOrders: 1, preferredThread: NEED_STRINGS });
      expect(await app().db.select().from(subscribers).where(eq(subscribers.email, "buyer@example.com"))).toHaveLength(1);
    });

    it("ignores derived fields a client sends and answers a null link without a setting", async () => {
      const body = await create({
        serviceType: "Unconfigured Service",
        customerName: "Mallory",
        servicePrice: 1,
        status: "completed",
        additionalRequests: "x",
      } as never);
      expect(body.paymentUrl).toBeNull();
      expect(await get(`/api/orders/${body.id}`)).toMatchObject({ customerName: "Casey Jones", servicePrice: 0, status: "pending" });
    });

    it("refuses a service the owner hid with 400, naming the field", async () => {
      await app().db.insert(services).values({ name: "Withdrawn Pocket", description: "Hidden", visible: false });
      // Written by hand, so announced as any tool that writes the content must (decision record 0018).
      await app().adapters.contentChanges.publish();
      const response = await post(validOrderForm({ serviceType: "Withdrawn Pocket" }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: SERVICE_NOT_OFFERED, errors: { serviceType: SERVICE_NOT_OFFERED } });
    });

    it("prices and links the next order from what the admin just changed, and refuses a service just hidden", async () => {
      await create(); // the intake now keeps the catalogue it read
      const all = (await get("/api/services")) as { id: number; name: string }[];
      const mesh = all.find((service) => service.name === "Mesh Pocket")!;
      const changed = await app().request(`/api/services/${mesh.id}`, { method: "PUT", cookie: admin, json: { price: 6000 } });
      expect(changed.status).toBe(200);
      const links = (await get("/api/payment-settings")) as { id: number; serviceName: string }[];
      const meshLink = links.find((link) => link.serviceName === "Mesh Pocket")!;
      const relinked = await app().request(`/api/payment-settings/${meshLink.id}`, {
        method: "PUT",
        cookie: admin,
        json: { paymentLink: "https://pay.example/mesh-new?amount=[amount]" },
      });
      expect(relinked.status).toBe(200);

      const repriced = await create();
      expect(repriced.paymentUrl).toBe("https://pay.example/mesh-new?amount=60.00");
      expect(await get(`/api/orders/${repriced.id}`)).toMatchObject({ serviceName: "Mesh Pocket", servicePrice: 6000 });

      const hidden = await app().request(`/api/services/${mesh.id}`, { method: "PUT", cookie: admin, json: { visible: false } });
      expect(hidden.status).toBe(200);
      const refused = await post(validOrderForm());
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: SERVICE_NOT_OFFERED });

      // Back as the other tests expect it.
      await app().request(`/api/services/${mesh.id}`, { method: "PUT", cookie: admin, json: { price: 4500, visible: true } });
      await app().request(`/api/payment-settings/${meshLink.id}`, {
        method: "PUT",
        cookie: admin,
        json: { paymentLink: "https://pay.example/mesh?amount=[amount]" },
      });
      expect((await create()).paymentUrl).toBe("https://pay.example/mesh?amount=45.00");
    });

    it("answers each required field's message", async () => {
      const response = await post({});
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(body.errors).toEqual(ORDER_FORM_MESSAGES);
      expect(body.message).toBe("First name is required");
      for (const [field, message] of Object.entries(ORDER_FORM_MESSAGES)) {
        const blank = await post(validOrderForm({ [field]: "  " }));
        expect(blank.status, field).toBe(400);
        expect(await blank.json(), field).toEqual({ message, errors: { [field]: message } });
      }
      const badEmail = await post(validOrderForm({ customerEmail: "nope" }));
      expect(await badEmail.json()).toEqual({ message: "Valid email is required", errors: { customerEmail: "Valid email is required" } });
      expect((await post(validOrderForm({ position: "Striker" }))).status).toBe(400);
    });

    it("refuses malformed JSON, unstorable text and oversized fields with 400", async () => {
      const malformed = await app().request("/api/orders", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } });
      expect(malformed.status).toBe(400);
      expect((await post(validOrderForm({ headType: "a\u0000b" }))).status).toBe(400);
      expect((await post(validOrderForm({ firstName: "x".repeat(5000) }))).status).toBe(400);
      expect((await post([1, 2])).status).toBe(400);
      const notJson = await app().request("/api/orders", { method: "POST", body: JSON.stringify(validOrderForm()), headers: { "content-type": "text/plain" } });
      expect(notJson.status).toBe(400);
      expect(await notJson.json()).toHaveProperty("message");
    });

    it("replays a retried Idempotency-Key, also when requests race", async () => {
      const headers = { "Idempotency-Key": "3f1c9a2e-retry" };
      const form = validOrderForm({ customerEmail: "retry@example.com" });
      const responses = await Promise.all([post(form, headers), post(form, headers), post(form, headers)]);
      expect(responses.map((r) => r.status)).toEqual([201, 201, 201]);
      const bodies = await Promise.all(responses.map((r) => r.json()));
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
      expect(responses.filter((r) => r.headers.get("Idempotent-Replayed") === "true")).toHaveLength(2);
      const later = await post(form, headers);
      expect(later.status).toBe(201);
      expect(await later.json()).toEqual(bodies[0]);
      const [customer] = await app().db.select().from(customers).where(eq(customers.email, "retry@example.com"));
      expect(customer?.totalOrders).toBe(1);
    });

    it("answers 409 for a key reused with another order, 400 for a malformed key", async () => {
      const headers = { "Idempotency-Key": "reused-key" };
      expect((await post(validOrderForm(), headers)).status).toBe(201);
      const reused = await post(validOrderForm({ headColor: "Black" }), headers);
      expect(reused.status).toBe(409);
      expect(await reused.json()).toEqual({ message: "This Idempotency-Key was already used for a different order" });
      const bad = await post(validOrderForm(), { "Idempotency-Key": "x".repeat(201) });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ message: "Idempotency-Key must be 1 to 200 visible characters" });
    });
  });

  describe("admin order management", () => {
    it("lists newest first, pages, filters and searches", async () => {
      const first = await create({ firstName: "Filter", lastName: "Alpha", customerEmail: "alpha@example.com" });
      const second = await create({ firstName: "Filter", lastName: "Beta", customerEmail: "beta@example.com", shippingAddress: "77 Sunset Blvd" });
      await app().request(`/api/orders/${first.id}/shipping`, { method: "PATCH", cookie: admin, json: { trackingNumber: "9400555566667777888899" } });
      const all = (await get("/api/orders")) as OrderBody[];
      expect(all[0]?.id).toBe(second.id);
      expect(all[1]?.id).toBe(first.id);
      expect(((await get("/api/orders?limit=1")) as OrderBody[]).map((o) => o.id)).toEqual([second.id]);
      expect(((await get("/api/orders?limit=1&offset=1")) as OrderBody[]).map((o) => o.id)).toEqual([first.id]);
      expect(((await get("/api/orders?shipped=true")) as OrderBody[]).map((o) => o.id)).toEqual([first.id]);
      const unshipped = (await get("/api/orders?shipped=false")) as OrderBody[];
      expect(unshipped.map((o) => o.id)).toContain(second.id);
      expect(unshipped.map((o) => o.id)).not.toContain(first.id);
      expect(((await get("/api/orders?status=shipped")) as OrderBody[]).map((o) => o.id)).toEqual([first.id]);
      expect(((await get("/api/orders?q=SUNSET")) as OrderBody[]).map((o) => o.id)).toEqual([second.id]);
      expect(((await get("/api/orders?q=filter%20alpha")) as OrderBody[]).map((o) => o.id)).toEqual([first.id]);
      expect(((await get("/api/orders?q=beta%40example")) as OrderBody[]).map((o) => o.id)).toEqual([second.id]);
      expect(((await get("/api/orders?q=66667777")) as OrderBody[]).map((o) => o.id)).toEqual([first.id]);
      for (const bad of ["limit=0", "offset=-1", "limit=abc", "status=lost", "shipped=maybe"]) {
        const response = await app().request(`/api/orders?${bad}`, { cookie: admin });
        expect(response.status, bad).toBe(400);
      }
    });

    it("sorts by the column and direction asked, newest first without; 400 naming a bad sort or direction", async () => {
      const zed = await create({ firstName: "Zed", lastName: "Sorter", customerEmail: "zed@example.com" });
      const amy = await create({ firstName: "amy", lastName: "Sorter", customerEmail: "amy@example.com" });
      const listed = async (query: string) => ((await get(`/api/orders?q=sorter&${query}`)) as OrderBody[]).map((o) => o.id);
      expect(await listed("")).toEqual([amy.id, zed.id]);
      expect(await listed("sort=customerName")).toEqual([amy.id, zed.id]);
      expect(await listed("sort=customerName&direction=desc")).toEqual([zed.id, amy.id]);
      expect(await listed("sort=id&direction=asc")).toEqual([zed.id, amy.id]);
      expect(await listed("sort=createdAt&direction=asc&limit=1&offset=1")).toEqual([amy.id]);
      const badSort = await app().request("/api/orders?sort=price", { cookie: admin });
      expect(badSort.status).toBe(400);
      expect(await badSort.json()).toMatchObject({ message: "sort must be one of id, createdAt, customerName, total", errors: { sort: expect.any(String) } });
      const badDirection = await app().request("/api/orders?sort=total&direction=up", { cookie: admin });
      expect(badDirection.status).toBe(400);
      expect(await badDirection.json()).toMatchObject({ message: "direction must be asc or desc" });
    });

    it("gets one order; 404 unknown, 400 for a non-integer id", async () => {
      const { id } = await create();
      expect(await get(`/api/orders/${id}`)).toMatchObject({ id });
      const missing = await app().request("/api/orders/999999", { cookie: admin });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "Order not found" });
      for (const bad of ["abc", "1.5", "-1", "0", "99999999999"]) expect((await app().request(`/api/orders/${bad}`, { cookie: admin })).status, bad).toBe(400);
    });

    it("updates the status; 400 for an unknown status, 404 for an unknown order", async () => {
      const { id } = await create();
      for (const status of ["in_progress", "shipped", "completed", "cancelled", "pending"]) {
        const response = await app().request(`/api/orders/${id}`, { method: "PATCH", cookie: admin, json: { status } });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ id, status });
      }
      const bad = await app().request(`/api/orders/${id}`, { method: "PATCH", cookie: admin, json: { status: "Shipped" } });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        message: "Status must be one of pending, in_progress, shipped, completed, cancelled",
        errors: { status: "Status must be one of pending, in_progress, shipped, completed, cancelled" },
      });
      expect((await app().request(`/api/orders/${id}`, { method: "PATCH", cookie: admin, json: {} })).status).toBe(400);
      expect((await app().request("/api/orders/999999", { method: "PATCH", cookie: admin, json: { status: "shipped" } })).status).toBe(404);
      const malformed = await app().request(`/api/orders/${id}`, {
        method: "PATCH",
        cookie: admin,
        body: "{",
        headers: { "content-type": "application/json" },
      });
      expect(malformed.status).toBe(400);
    });

    it("ships with a tracking number unless the body names another status", async () => {
      const { id } = await create();
      const patch = (json: unknown) => app().request(`/api/orders/${id}/shipping`, { method: "PATCH", cookie: admin, json });
      const shipped = await patch({ trackingNumber: "9400111" });
      expect(shipped.status).toBe(200);
      expect(await shipped.json()).toMatchObject({ status: "shipped", trackingNumber: "9400111", shippingLabelUrl: null });
      expect(await (await patch({ trackingNumber: "9400222", shippingLabelUrl: "/api/shipping/labels/x.pdf", status: "completed" })).json()).toMatchObject({
        status: "completed",
        trackingNumber: "9400222",
        shippingLabelUrl: "/api/shipping/labels/x.pdf",
      });
      expect(await (await patch({ trackingNumber: "" })).json()).toMatchObject({ status: "completed", trackingNumber: null });
      const missing = await patch({});
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ errors: { trackingNumber: "Tracking number is required" } });
      expect((await patch({ trackingNumber: "1", status: "lost" })).status).toBe(400);
      expect((await app().request("/api/orders/999999/shipping", { method: "PATCH", cookie: admin, json: { trackingNumber: "1" } })).status).toBe(404);
      expect((await app().request("/api/orders/abc/shipping", { method: "PATCH", cookie: admin, json: { trackingNumber: "1" } })).status).toBe(400);
    });

    it("refuses a status change from a stale screen with 409 and the current order, changing nothing", async () => {
      const { id } = await create({ customerEmail: "stale-screen@example.com" });
      const patch = (path: string, json: unknown) => app().request(`/api/orders/${id}${path}`, { method: "PATCH", cookie: admin, json });
      expect((await patch("", { status: "in_progress", expectedStatus: "pending" })).status).toBe(200);
      // The label bought meanwhile (on another screen): the order is shipped.
      expect((await patch("/shipping", { trackingNumber: "9400STALE" })).status).toBe(200);
      // The single order also carries its materials (docs/rules/inventory.md); the 409 answers the order in the list's shape.
      const { materials, ...current } = (await get(`/api/orders/${id}`)) as Record<string, unknown>;
      const events = await get(`/api/orders/${id}/events`);

      const stale = await patch("", { status: "in_progress", expectedStatus: "in_progress" });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toEqual({ message: expect.stringContaining("nothing was changed"), order: current });
      const staleShipping = await patch("/shipping", { trackingNumber: "9400OTHER", expectedStatus: "in_progress" });
      expect(staleShipping.status).toBe(409);
      expect(await staleShipping.json()).toEqual({ message: expect.any(String), order: current });
      expect(await get(`/api/orders/${id}`)).toEqual({ ...current, materials });
      expect(await get(`/api/orders/${id}/events`)).toEqual(events);

      const bad = await patch("", { status: "completed", expectedStatus: "Shipped" });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ errors: { expectedStatus: expect.any(String) } });
      expect(
        (await app().request("/api/orders/999999", { method: "PATCH", cookie: admin, json: { status: "completed", expectedStatus: "shipped" } })).status,
      ).toBe(404);
      const fresh = await patch("", { status: "completed", expectedStatus: "shipped" });
      expect(fresh.status).toBe(200);
      expect(await fresh.json()).toMatchObject({ id, status: "completed" });
    });

    it("lets exactly one of two admins racing from the same status change it; the other gets 409 with the winner's order", async () => {
      const { id } = await create({ customerEmail: "race-admins@example.com" });
      const second = await app().signIn("admin");
      const responses = await Promise.all(
        [
          { cookie: admin, status: "completed" },
          { cookie: second, status: "cancelled" },
        ].map(({ cookie, status }) => app().request(`/api/orders/${id}`, { method: "PATCH", cookie, json: { status, expectedStatus: "pending" } })),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
      const winner = (await get(`/api/orders/${id}`)) as OrderBody;
      const loser = responses.find((response) => response.status === 409);
      expect(await loser?.json()).toMatchObject({ order: { id, status: winner.status } });
      const changes = ((await get(`/api/orders/${id}/events`)) as { type: string; data: unknown }[]).filter((event) => event.type === "status_changed");
      expect(changes.map((event) => event.data)).toEqual([{ from: "pending", to: winner.status }]);
    });

    it("deletes an order; 404 the second time", async () => {
      const { id } = await create();
      const removed = await app().request(`/api/orders/${id}`, { method: "DELETE", cookie: admin });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ message: "Order deleted", id });
      expect((await app().request(`/api/orders/${id}`, { method: "DELETE", cookie: admin })).status).toBe(404);
      expect((await app().request(`/api/orders/${id}`, { cookie: admin })).status).toBe(404);
    });

    it("lists a customer's orders newest first; 404 for an unknown customer", async () => {
      const a = await create({ customerEmail: "history@example.com" });
      const b = await create({ customerEmail: "HISTORY@example.com" });
      const [customer] = await app().db.select().from(customers).where(eq(customers.email, "history@example.com"));
      const list = (await get(`/api/orders/customer/${customer!.id}`)) as OrderBody[];
      expect(list.map((o) => o.id)).toEqual([b.id, a.id]);
      const unknown = await app().request("/api/orders/customer/999999", { cookie: admin });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: "Customer not found" });
      expect((await app().request("/api/orders/customer/abc", { cookie: admin })).status).toBe(400);
    });

    it("answers 401 anonymous and 403 non-admin on every admin route", async () => {
      const { id } = await create();
      const routes: [string, string, unknown?][] = [
        ["GET", "/api/orders"],
        ["GET", `/api/orders/${id}`],
        ["PATCH", `/api/orders/${id}`, { status: "shipped" }],
        ["PATCH", `/api/orders/${id}/shipping`, { trackingNumber: "1" }],
        ["DELETE", `/api/orders/${id}`],
        ["GET", "/api/orders/customer/1"],
      ];
      for (const [method, path, json] of routes) {
        const init = { method, ...(json ? { json } : {}) };
        expect((await app().request(path, init)).status, `${method} ${path}`).toBe(401);
        expect((await app().request(path, { ...init, cookie: user })).status, `${method} ${path}`).toBe(403);
      }
      expect(await get(`/api/orders/${id}`)).toMatchObject({ status: "pending" });
    });
  });
});

describe("GET /api/orders/summary", () => {
  const app = useTestApp();

  it("counts orders per status on the server, every status present", async () => {
    const admin = await app().signIn("admin");
    const empty = await app().request("/api/orders/summary", { cookie: admin });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ pending: 0, in_progress: 0, shipped: 0, completed: 0, cancelled: 0, total: 0, unpaid: 0 });

    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await app().request("/api/orders", { method: "POST", json: validOrderForm({ customerEmail: `count${i}@example.com` }) });
      ids.push(((await response.json()) as { id: number }).id);
    }
    await app().request(`/api/orders/${ids[0]}`, { method: "PATCH", cookie: admin, json: { status: "shipped" } });
    await app().request(`/api/orders/${ids[1]}`, { method: "PATCH", cookie: admin, json: { status: "cancelled" } });

    const counted = await app().request("/api/orders/summary", { cookie: admin });
    expect(await counted.json()).toEqual({ pending: 2, in_progress: 0, shipped: 1, completed: 0, cancelled: 1, total: 4, unpaid: 4 });
    await app().request(`/api/orders/${ids[2]}/payment`, { method: "PATCH", cookie: admin, json: { paymentStatus: "paid" } });
    expect(await (await app().request("/api/orders/summary", { cookie: admin })).json()).toMatchObject({ total: 4, unpaid: 3 });
    expect((await app().request("/api/orders/summary")).status).toBe(401);
  });
});
