import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { eventImageCreateSchema, eventImageUpdateSchema } from "./event-image.ts";

describe("event image schema", () => {
  it("defaults order 0 and visible true", () => {
    expect(eventImageCreateSchema.parse({ title: "Youth Clinic", imageUrl: "/objects/clinic.jpg" })).toEqual({
      title: "Youth Clinic",
      imageUrl: "/objects/clinic.jpg",
      order: 0,
      visible: true,
    });
  });

  it("requires a title and an image", () => {
    expect(fieldErrors(eventImageCreateSchema, {})).toEqual({ title: "Title is required", imageUrl: "Image is required" });
  });

  it("keeps order a whole number of at least 0, also under its form name", () => {
    const base = { title: "T", imageUrl: "/x.jpg" };
    expect(fieldErrors(eventImageCreateSchema, { ...base, order: -1 })).toEqual({ order: "Order must be at least 0" });
    expect(fieldErrors(eventImageCreateSchema, { ...base, order: 1.5 })).toEqual({ order: "Order must be a whole number" });
    expect(eventImageCreateSchema.parse({ ...base, displayOrder: 3 }).order).toBe(3);
    expect(eventImageUpdateSchema.parse({ displayOrder: 2 })).toEqual({ order: 2 });
  });

  it("updates partially", () => {
    expect(eventImageUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
  });
});
