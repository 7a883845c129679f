import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

const BOTH = "Please fill in both service name and payment link";
let serial = 0;

describe("/api/payment-settings", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/payment-settings",
    thing: "Payment setting",
    valid: () => ({ serviceName: `Service ${++serial}`, paymentLink: "https://pay.example.com/checkout?amount={amount}" }),
    patch: { paymentLink: "https://pay.example.com/v2/[amount]" },
    invalid: [
      { body: {}, errors: { serviceName: BOTH, paymentLink: BOTH } },
      { body: { serviceName: "  ", paymentLink: "https://pay.example.com" }, errors: { serviceName: BOTH } },
      { body: { serviceName: "Mesh", paymentLink: "javascript:alert(1)" }, errors: { paymentLink: "Payment link must be a valid http or https URL" } },
    ],
    invalidPatch: { body: { paymentLink: "  " }, errors: { paymentLink: BOTH } },
    deletable: true,
    hasVisibility: false,
    ordered: false,
  });

  it("lets anyone read id, serviceName and paymentLink only", async () => {
    const admin = await app().signIn("admin");
    await app().request("/api/payment-settings", {
      method: "POST",
      json: { serviceName: "Public Read", paymentLink: "https://pay.example.com/p" },
      cookie: admin,
    });
    const response = await app().request("/api/payment-settings");
    expect(response.status).toBe(200);
    const list = (await response.json()) as Record<string, unknown>[];
    const found = list.find((setting) => setting.serviceName === "Public Read");
    expect(found).toEqual({ id: expect.any(Number), serviceName: "Public Read", paymentLink: "https://pay.example.com/p" });
  });

  it("offers a fresh install's seeded services, and no link of a hidden service to anonymous callers", async () => {
    const admin = await app().signIn("admin");
    const names = async () => ((await (await app().request("/api/payment-settings")).json()) as { serviceName: string }[]).map((s) => s.serviceName);
    expect(await names()).toEqual(expect.arrayContaining(["Traditional Pocket", "Mesh Pocket", "Pro Custom Stringing"]));
    const created = await app().request("/api/services", { method: "POST", json: { name: "Hidden Pocket", description: "Soon gone" }, cookie: admin });
    const { id } = (await created.json()) as { id: number };
    await app().request("/api/payment-settings", {
      method: "POST",
      json: { serviceName: "Hidden Pocket", paymentLink: "https://pay.example.com/h" },
      cookie: admin,
    });
    expect(await names()).toContain("Hidden Pocket");
    await app().request(`/api/services/${id}`, { method: "PUT", json: { visible: false }, cookie: admin });
    expect(await names()).not.toContain("Hidden Pocket");
    const forAdmin = (await (await app().request("/api/payment-settings", { cookie: admin })).json()) as { serviceName: string }[];
    expect(forAdmin.map((s) => s.serviceName)).toContain("Hidden Pocket");
  });

  it("renames a service's link along with the service", async () => {
    const admin = await app().signIn("admin");
    const created = await app().request("/api/services", { method: "POST", json: { name: "Renamed Pocket", description: "Soon renamed" }, cookie: admin });
    const { id } = (await created.json()) as { id: number };
    await app().request("/api/payment-settings", {
      method: "POST",
      json: { serviceName: "Renamed Pocket", paymentLink: "https://pay.example.com/r" },
      cookie: admin,
    });
    expect((await app().request(`/api/services/${id}`, { method: "PUT", json: { name: "Renamed Pocket Pro" }, cookie: admin })).status).toBe(200);
    const list = (await (await app().request("/api/payment-settings")).json()) as { serviceName: string; paymentLink: string }[];
    expect(list.find((s) => s.paymentLink === "https://pay.example.com/r")?.serviceName).toBe("Renamed Pocket Pro");
  });

  it("answers 409 for a duplicate serviceName, on create and on rename", async () => {
    const admin = await app().signIn("admin");
    const first = await app().request("/api/payment-settings", {
      method: "POST",
      json: { serviceName: "Duplicate Pocket", paymentLink: "https://pay.example.com/a" },
      cookie: admin,
    });
    expect(first.status).toBe(201);
    const duplicate = await app().request("/api/payment-settings", {
      method: "POST",
      json: { serviceName: " Duplicate Pocket ", paymentLink: "https://pay.example.com/b" },
      cookie: admin,
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: "A payment setting for that service already exists" });
    const other = await app().request("/api/payment-settings", {
      method: "POST",
      json: { serviceName: "Traditional", paymentLink: "https://pay.example.com/c" },
      cookie: admin,
    });
    const { id } = (await other.json()) as { id: number };
    const rename = await app().request(`/api/payment-settings/${id}`, { method: "PUT", json: { serviceName: "Duplicate Pocket" }, cookie: admin });
    expect(rename.status).toBe(409);
  });
});
