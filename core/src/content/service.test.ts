import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { serviceCreateSchema, serviceUpdateSchema } from "./service.ts";

describe("service schema", () => {
  it("fills the column defaults and drops blank features", () => {
    expect(serviceCreateSchema.parse({ name: "Mesh Pocket", description: "Modern mesh", features: ["Channel", " ", "Shooters "] })).toEqual({
      name: "Mesh Pocket",
      description: "Modern mesh",
      price: 0,
      features: ["Channel", "Shooters"],
      icon: "star",
      iconBg: "primary",
      visible: true,
    });
  });

  it("reports the spec's messages", () => {
    expect(fieldErrors(serviceCreateSchema, {})).toEqual({ name: "Service name is required", description: "Description is required" });
    expect(fieldErrors(serviceCreateSchema, { name: "A", description: "B", price: -1 })).toEqual({ price: "Price must be non-negative" });
  });

  it("keeps price in whole cents", () => {
    expect(fieldErrors(serviceCreateSchema, { name: "A", description: "B", price: 12.5 })).toEqual({ price: "Price must be a whole number of cents" });
    expect(fieldErrors(serviceCreateSchema, { name: "A", description: "B", price: "12" })).toEqual({ price: "Price must be a number (in cents)" });
    expect(serviceCreateSchema.parse({ name: "A", description: "B", price: 4999 }).price).toBe(4999);
  });

  it("knows the icons and backgrounds", () => {
    expect(fieldErrors(serviceCreateSchema, { name: "A", description: "B", icon: "rocket", iconBg: "pink" })).toEqual({
      icon: "Icon must be one of exchange-alt, bolt or star",
      iconBg: "Icon background must be one of primary, secondary or accent",
    });
    expect(serviceCreateSchema.parse({ name: "A", description: "B", icon: "bolt", iconBg: "accent" })).toMatchObject({ icon: "bolt", iconBg: "accent" });
  });

  it("updates partially", () => {
    expect(serviceUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
    expect(fieldErrors(serviceUpdateSchema, { price: -5 })).toEqual({ price: "Price must be non-negative" });
  });
});
