import { beforeAll, describe, expect, it } from "vitest";
import { services } from "@stringing/adapters/postgres/schema/index";
import { useTestApp } from "../testing/test-app.ts";

type Items = { items: { key: string; done: boolean }[] };

describe("GET /api/setup", () => {
  const app = useTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await app().signIn("admin");
  });

  const checklist = async () => {
    const response = await app().request("/api/setup", { cookie: admin });
    expect(response.status).toBe(200);
    return Object.fromEntries(((await response.json()) as Items).items.map((item) => [item.key, item.done]));
  };

  it("lists the steps of a fresh install as not done, and ticks service prices once every shown service has one", async () => {
    expect(await checklist()).toEqual({
      "shop-address": false,
      "owner-email": false,
      "public-url": false,
      "service-prices": false,
      "payment-links": false,
      "mail-provider": false,
      "shipping-origin": false,
    });
    await app().db.update(services).set({ price: 4500 });
    expect(await checklist()).toMatchObject({ "service-prices": true, "payment-links": false });
  });

  it("answers 401 anonymous and 403 to a non-admin", async () => {
    expect((await app().request("/api/setup")).status).toBe(401);
    expect((await app().request("/api/setup", { cookie: await app().signIn("user") })).status).toBe(403);
  });
});

describe("GET /api/setup with PUBLIC_URL", () => {
  const app = useTestApp({ publicUrl: "https://strings.example" });

  it("ticks the public address", async () => {
    const response = await app().request("/api/setup", { cookie: await app().signIn("admin") });
    expect(((await response.json()) as Items).items).toContainEqual({ key: "public-url", done: true });
  });
});
