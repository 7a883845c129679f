import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { featuredItemCreateSchema, featuredItemUpdateSchema } from "./featured-item.ts";

const item = { name: "Premium Mesh", description: "Mid pocket", price: 5000, priceDisplay: "$50.00", image: "/objects/mesh.jpg" };

describe("featured item schema", () => {
  it("accepts a complete item and defaults visible", () => {
    expect(featuredItemCreateSchema.parse(item)).toEqual({ ...item, visible: true });
  });

  it("reports the spec's messages", () => {
    expect(fieldErrors(featuredItemCreateSchema, {})).toEqual({
      name: "Name is required",
      description: "Description is required",
      priceDisplay: "Price display is required",
      image: "Image is required",
    });
    expect(fieldErrors(featuredItemCreateSchema, { ...item, price: -1 })).toEqual({ price: "Price must be non-negative" });
    expect(fieldErrors(featuredItemCreateSchema, { ...item, image: " " })).toEqual({ image: "Image is required" });
  });

  it("refuses a script image", () => {
    expect(fieldErrors(featuredItemCreateSchema, { ...item, image: "javascript:alert(1)" })).toEqual({
      image: "Image must be a web address (http or https) or an uploaded image",
    });
  });

  it("updates partially", () => {
    expect(featuredItemUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
  });
});
