import { describe, expect, it } from "vitest";
import { shippingUpdateChanges, shippingUpdateSchema } from "./shipping-update.ts";

const changes = (body: unknown) => shippingUpdateChanges(shippingUpdateSchema.parse(body));

describe("shipping update", () => {
  it("sets shipped with a non-empty tracking number", () => {
    expect(changes({ trackingNumber: " 9400 " })).toEqual({ trackingNumber: "9400", status: "shipped" });
  });
  it("keeps a status the body names", () => {
    expect(changes({ trackingNumber: "9400", status: "completed", shippingLabelUrl: "/l.pdf" })).toEqual({
      trackingNumber: "9400",
      status: "completed",
      shippingLabelUrl: "/l.pdf",
    });
  });
  it("clears the tracking number without touching the status when it is empty", () => {
    expect(changes({ trackingNumber: "", shippingLabelUrl: null })).toEqual({ trackingNumber: null, shippingLabelUrl: null });
  });
  it("requires a tracking number and a known status", () => {
    expect(shippingUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("Tracking number is required");
    expect(shippingUpdateSchema.safeParse({ trackingNumber: "1", status: "lost" }).success).toBe(false);
  });
});
