import { describe, expect, it } from "vitest";
import { eventLabel, paymentLabel, stepStates } from "./track-rules.ts";

describe("stepStates", () => {
  it("marks the steps before the status done and the status current", () => {
    expect(stepStates("pending")).toEqual(["current", "upcoming", "upcoming", "upcoming"]);
    expect(stepStates("shipped")).toEqual(["done", "done", "current", "upcoming"]);
    expect(stepStates("completed")).toEqual(["done", "done", "done", "current"]);
  });

  it("leaves every step upcoming for a cancelled or unknown status", () => {
    expect(stepStates("cancelled")).toEqual(["upcoming", "upcoming", "upcoming", "upcoming"]);
    expect(stepStates("lost")).toEqual(["upcoming", "upcoming", "upcoming", "upcoming"]);
  });
});

describe("eventLabel", () => {
  it("says each public event in the customer's words", () => {
    expect(eventLabel({ type: "created" })).toBe("Order placed");
    expect(eventLabel({ type: "status_changed", to: "in_progress" })).toBe("Stringing started");
    expect(eventLabel({ type: "status_changed" })).toBe("Work status updated");
    expect(eventLabel({ type: "payment_changed", to: "paid" })).toBe("Payment received");
    expect(eventLabel({ type: "payment_changed", to: "partially_paid" })).toBe("Part of the payment received");
    expect(eventLabel({ type: "label_created", direction: "outbound" })).toBe("Shipping label created for sending your head back");
    expect(eventLabel({ type: "tracking_updated" })).toBe("Tracking number updated");
    expect(eventLabel({ type: "tracking_updated", direction: "inbound", to: "DELIVERED" })).toBe("Head received");
    expect(eventLabel({ type: "tracking_updated", direction: "outbound", to: "TRANSIT" })).toBe("Your strung head is on its way");
    expect(eventLabel({ type: "tracking_updated", direction: "outbound", to: "UNKNOWN" })).toBe("Your strung head: tracking updated");
    expect(eventLabel({ type: "something_new" })).toBe("Something new");
  });

  it("names the payment states", () => {
    expect(paymentLabel("unpaid")).toBe("Unpaid");
    expect(paymentLabel("refunded")).toBe("Refunded");
    expect(paymentLabel("partially_paid")).toBe("Partially paid");
  });
});
