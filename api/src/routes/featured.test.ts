import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

describe("/api/featured", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/featured",
    thing: "Featured item",
    valid: () => ({ name: "Hard Mesh Mid", description: "Mid pocket in hard mesh.", price: 5000, priceDisplay: "$50.00", image: "/objects/hard-mesh.jpg" }),
    patch: { priceDisplay: "$55.00", price: 5500 },
    invalid: [
      {
        body: {},
        errors: { name: "Name is required", description: "Description is required", priceDisplay: "Price display is required", image: "Image is required" },
      },
      { body: { name: "A", description: "B", priceDisplay: "$1", image: "/x.jpg", price: -5 }, errors: { price: "Price must be non-negative" } },
      {
        body: { name: "A", description: "B", priceDisplay: "$1", image: "javascript:alert(1)" },
        errors: { image: "Image must be a web address (http or https) or an uploaded image" },
      },
    ],
    invalidPatch: { body: { image: "" }, errors: { image: "Image is required" } },
    deletable: false,
    hasVisibility: true,
    ordered: false,
  });

  it("serves the seeded featured work", async () => {
    const list = (await (await app().request("/api/featured")).json()) as { name: string; image: string }[];
    expect(list).toContainEqual(expect.objectContaining({ name: "Premium Mesh Pocket", image: "/images/featured-mesh.svg" }));
  });
});
