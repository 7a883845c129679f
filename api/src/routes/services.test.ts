import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

describe("/api/services", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/services",
    thing: "Service",
    valid: () => ({
      name: "Goalie Special",
      description: "A wide channel for clears.",
      price: 4999,
      priceDisplay: "$49.99",
      features: ["Wide channel", "Two shooters"],
      icon: "bolt",
      iconBg: "secondary",
    }),
    patch: { price: 5999, priceDisplay: "$59.99" },
    invalid: [
      { body: {}, errors: { name: "Service name is required", description: "Description is required" } },
      { body: { name: "X", description: "Y", price: -1 }, errors: { price: "Price must be non-negative" } },
      { body: { name: "X", description: "Y", price: 19.99 }, errors: { price: "Price must be a whole number of cents" } },
      { body: { name: "X", description: "Y", icon: "rocket" }, errors: { icon: "Icon must be one of exchange-alt, bolt or star" } },
    ],
    invalidPatch: { body: { price: -100 }, errors: { price: "Price must be non-negative" } },
    deletable: false,
    hasVisibility: true,
    ordered: false,
  });

  it("serves the three seeded services with their features, price in cents", async () => {
    const list = (await (await app().request("/api/services")).json()) as { name: string; price: number; features: string[] }[];
    const names = list.map((service) => service.name);
    expect(names).toEqual(expect.arrayContaining(["Traditional Pocket", "Mesh Pocket", "Pro Custom Stringing"]));
    expect(list.find((service) => service.name === "Mesh Pocket")).toMatchObject({ price: 0, priceDisplay: "Contact for pricing", icon: "bolt" });
    expect(list[0]!.features.length).toBeGreaterThan(0);
  });
});
