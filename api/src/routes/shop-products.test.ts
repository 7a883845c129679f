import { describe, expect, it } from "vitest";
import { catalogueRouteContract } from "../testing/catalogue-route-contract.ts";
import { useTestApp } from "../testing/test-app.ts";

describe("/api/shop-products", () => {
  const app = useTestApp();

  catalogueRouteContract(app, {
    path: "/api/shop-products",
    thing: "Shop product",
    valid: () => ({
      name: "Team Hoodie",
      description: "Heavyweight fleece.",
      imageUrl: "/objects/hoodie.jpg",
      price: "$49.99",
      productUrl: "https://shop.example.com/hoodie",
      order: 1,
      isNew: true,
    }),
    patch: { price: "$44.99", isNew: false },
    invalid: [
      { body: {}, errors: { name: "Name is required", imageUrl: "Image is required", price: "Price is required", productUrl: "Product URL is required" } },
      { body: { name: "N", imageUrl: "/x.jpg", price: "$1", productUrl: "javascript:alert(1)" }, errors: { productUrl: "Must be a valid URL" } },
      {
        body: { name: "N", imageUrl: "javascript:alert(1)", price: "$1", productUrl: "https://shop.example.com" },
        errors: { imageUrl: "Image must be a web address (http or https) or an uploaded image" },
      },
      {
        body: { name: "N", imageUrl: "/x.jpg", price: "$1", productUrl: "https://shop.example.com", order: -1 },
        errors: { order: "Order must be at least 0" },
      },
    ],
    invalidPatch: { body: { price: "" }, errors: { price: "Price is required" } },
    deletable: true,
    hasVisibility: true,
    ordered: true,
  });

  it("applies the new-product defaults", async () => {
    const admin = await app().signIn("admin");
    const response = await app().request("/api/shop-products", {
      method: "POST",
      json: { name: "Cap", imageUrl: "/objects/cap.jpg", price: "$19.99", productUrl: "https://shop.example.com/cap" },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ description: null, isNew: false, visible: true, order: 0 });
  });
});
