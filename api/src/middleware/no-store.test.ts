import { describe, expect, it } from "vitest";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

describe("Cache-Control on API answers", () => {
  const app = useTestApp({ publicFormLimit: 1000 });

  it("is no-store on every answer to a signed-in admin, customer data above all", async () => {
    const t = app();
    const cookie = await t.signIn("admin");
    const placed = await t.request("/api/orders", { method: "POST", json: validOrderForm() });
    const { id } = (await placed.json()) as { id: number };
    const customers = (await (await t.request("/api/customers", { cookie })).json()) as { data?: { id: number }[] } | { id: number }[];
    const customerId = (Array.isArray(customers) ? customers : (customers.data ?? []))[0]?.id;
    for (const path of [
      "/api/orders",
      `/api/orders/${id}`,
      `/api/orders/${id}/events`,
      "/api/orders/summary",
      "/api/customers",
      `/api/customers/${customerId}`,
      "/api/subscribers",
      "/api/contacts",
      "/api/users",
      "/api/user",
      "/api/activity",
      "/api/services",
      "/api/payment-settings",
    ]) {
      const answer = await t.request(path, { cookie });
      expect({ path, status: answer.status, cacheControl: answer.headers.get("cache-control") }).toEqual({ path, status: 200, cacheControl: "no-store" });
    }
  });

  it("is no-store on an anonymous order's answer, which carries its status link", async () => {
    const placed = await app().request("/api/orders", { method: "POST", json: validOrderForm() });
    expect(placed.status).toBe(201);
    expect(placed.headers.get("cache-control")).toBe("no-store");
  });

  it("is no-store on refusals too", async () => {
    const refused = await app().request("/api/orders");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps a route's own choice and leaves anonymous public reads cacheable", async () => {
    const t = app();
    const placed = await t.request("/api/orders", { method: "POST", json: validOrderForm() });
    const { statusUrl } = (await placed.json()) as { statusUrl: string };
    const tracked = await t.request(`/api/track/${new URL(statusUrl).pathname.split("/").pop()}`);
    expect(tracked.headers.get("cache-control")).toBe("private, no-store");
    for (const path of ["/api/services", "/api/testimonials", "/api/content/section/hero"]) {
      expect((await t.request(path)).headers.get("cache-control")).toBeNull();
    }
  });
});
