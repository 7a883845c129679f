import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { shopProductCreateSchema, shopProductUpdateSchema } from "./shop-product.ts";

const product = { name: "Team Hoodie", imageUrl: "/objects/hoodie.jpg", price: "$29.99", productUrl: "https://shop.example.com/hoodie" };

describe("shop product schema", () => {
  it("applies the new-product defaults", () => {
    expect(shopProductCreateSchema.parse(product)).toEqual({ ...product, order: 0, isNew: false, visible: true });
  });

  it("reports the spec's messages", () => {
    expect(fieldErrors(shopProductCreateSchema, {})).toEqual({
      name: "Name is required",
      imageUrl: "Image is required",
      price: "Price is required",
      productUrl: "Product URL is required",
    });
    expect(fieldErrors(shopProductCreateSchema, { ...product, productUrl: "shop.example.com" })).toEqual({ productUrl: "Must be a valid URL" });
    expect(fieldErrors(shopProductCreateSchema, { ...product, productUrl: "javascript:alert(1)" })).toEqual({ productUrl: "Must be a valid URL" });
    expect(fieldErrors(shopProductCreateSchema, { ...product, order: -2 })).toEqual({ order: "Order must be at least 0" });
  });

  it("keeps the price as free text", () => {
    expect(shopProductCreateSchema.parse({ ...product, price: "From $19" }).price).toBe("From $19");
  });

  it("updates partially", () => {
    expect(shopProductUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
    expect(shopProductUpdateSchema.parse({ isNew: true, displayOrder: 4 })).toEqual({ isNew: true, order: 4 });
  });
});
