import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { testimonialCreateSchema, testimonialUpdateSchema } from "./testimonial.ts";

describe("testimonial schema", () => {
  it("defaults rating 5 and visible true", () => {
    expect(testimonialCreateSchema.parse({ name: "Jake", content: "Great pocket" })).toEqual({
      name: "Jake",
      content: "Great pocket",
      rating: 5,
      visible: true,
    });
  });

  it("reports the spec's messages", () => {
    expect(fieldErrors(testimonialCreateSchema, {})).toEqual({ name: "Customer name is required", content: "Content is required" });
    expect(fieldErrors(testimonialCreateSchema, { name: " ", content: "" })).toEqual({ name: "Customer name is required", content: "Content is required" });
  });

  it("keeps the rating a whole number from 1 to 5", () => {
    const base = { name: "Jake", content: "Great" };
    expect(fieldErrors(testimonialCreateSchema, { ...base, rating: 0 })).toEqual({ rating: "Rating must be between 1 and 5" });
    expect(fieldErrors(testimonialCreateSchema, { ...base, rating: 6 })).toEqual({ rating: "Rating must be between 1 and 5" });
    expect(fieldErrors(testimonialCreateSchema, { ...base, rating: 4.5 })).toEqual({ rating: "Rating must be a whole number" });
    expect(fieldErrors(testimonialCreateSchema, { ...base, rating: "5" })).toEqual({ rating: "Rating must be a number" });
  });

  it("takes an optional image and clears it with null or empty (Remove Image)", () => {
    const base = { name: "Jake", content: "Great" };
    expect(testimonialCreateSchema.parse({ ...base, imageUrl: "/objects/jake.jpg" }).imageUrl).toBe("/objects/jake.jpg");
    expect(testimonialUpdateSchema.parse({ imageUrl: null })).toEqual({ imageUrl: null });
    expect(testimonialUpdateSchema.parse({ imageUrl: "" })).toEqual({ imageUrl: null });
    expect(fieldErrors(testimonialCreateSchema, { ...base, imageUrl: "javascript:alert(1)" })).toEqual({
      imageUrl: "Image must be a web address (http or https) or an uploaded image",
    });
  });

  it("updates partially without filling defaults", () => {
    expect(testimonialUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
    expect(fieldErrors(testimonialUpdateSchema, { name: "" })).toEqual({ name: "Customer name is required" });
  });
});
