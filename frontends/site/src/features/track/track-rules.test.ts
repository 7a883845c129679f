import { describe, expect, it } from "vitest";
import { eventLabel, paymentLabel, type StepsInput, stepText, workProgress } from "./track-rules.ts";

const RECEIVED = "2026-11-30T15:12:00.000Z";
const PARCEL = {
  carrier: "USPS",
  trackingNumber: "9400111899223344556677",
  url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677",
};

/** Each step as "<text> [<state>]", the way a player reads the list. */
function shown(order: StepsInput): string[] | "cancelled" {
  const progress = workProgress(order);
  return progress.cancelled ? "cancelled" : progress.steps.map((step) => `${stepText(step)} [${step.state}]`);
}

const current = (order: StepsInput) => {
  const progress = workProgress(order);
  return progress.cancelled ? undefined : progress.steps.find((step) => step.state === "current");
};

describe("workProgress", () => {
  it.each<[string, StepsInput, string[] | "cancelled"]>([
    [
      "pending, the head not in yet",
      { status: "pending", receivedAt: null, promisedBy: null },
      ["On its way to us [current]", "In the workshop [upcoming]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "pending from a server that does not say receivedAt yet",
      { status: "pending" },
      ["On its way to us [current]", "In the workshop [upcoming]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "pending, received, with its promise",
      { status: "pending", receivedAt: RECEIVED, promisedBy: "2026-12-03" },
      ["On its way to us [done]", "In the workshop, ships by Thursday, December 3 [current]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "the promise moved by the owner",
      { status: "pending", receivedAt: RECEIVED, promisedBy: "2026-12-07" },
      ["On its way to us [done]", "In the workshop, ships by Monday, December 7 [current]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "in progress, received",
      { status: "in_progress", receivedAt: RECEIVED, promisedBy: "2026-12-03" },
      ["On its way to us [done]", "In the workshop, ships by Thursday, December 3 [current]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "in progress without a receipt (work started before receiving existed)",
      { status: "in_progress", receivedAt: null, promisedBy: null },
      ["On its way to us [done]", "In the workshop [current]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "received with a promise that is no day",
      { status: "pending", receivedAt: RECEIVED, promisedBy: "2026-02-30" },
      ["On its way to us [done]", "In the workshop [current]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "a promise set while the head is not in yet is not shown",
      { status: "pending", receivedAt: null, promisedBy: "2026-12-03" },
      ["On its way to us [current]", "In the workshop [upcoming]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
    [
      "shipped: the promise is behind it",
      { status: "shipped", receivedAt: RECEIVED, promisedBy: "2026-12-03", outboundTracking: PARCEL },
      ["On its way to us [done]", "In the workshop [done]", "Shipped [current]", "Delivered [upcoming]"],
    ],
    [
      "completed after shipping",
      { status: "completed", receivedAt: RECEIVED, promisedBy: "2026-12-03", outboundTracking: PARCEL },
      ["On its way to us [done]", "In the workshop [done]", "Shipped [done]", "Delivered [current]"],
    ],
    [
      "completed after a shipped status without a tracking number",
      { status: "completed", events: [{ type: "status_changed", to: "shipped" }] },
      ["On its way to us [done]", "In the workshop [done]", "Shipped [done]", "Delivered [current]"],
    ],
    [
      "completed without a parcel back (picked up)",
      { status: "completed", receivedAt: RECEIVED, outboundTracking: null, events: [{ type: "status_changed", to: "completed" }] },
      ["On its way to us [done]", "In the workshop [done]", "Shipped [done]", "Completed [current]"],
    ],
    ["cancelled", { status: "cancelled", receivedAt: RECEIVED, promisedBy: "2026-12-03" }, "cancelled"],
    [
      "a status the page does not know",
      { status: "lost", receivedAt: RECEIVED },
      ["On its way to us [upcoming]", "In the workshop [upcoming]", "Shipped [upcoming]", "Delivered [upcoming]"],
    ],
  ])("%s", (_, order, steps) => {
    expect(shown(order)).toEqual(steps);
  });

  it.each<[string, StepsInput, string, string | null]>([
    [
      "the prepaid label to print",
      { status: "pending", returnLabelUrl: "/api/track/x/return-label.pdf", inboundTracking: PARCEL },
      "Print our prepaid return label",
      "return_label",
    ],
    ["the address to ship to", { status: "pending", inboundTracking: null }, "Ship your head to us", "ship_in"],
    ["a parcel already on its way", { status: "pending", inboundTracking: PARCEL }, "your parcel's tracking number", null],
    ["in line once received", { status: "pending", receivedAt: RECEIVED, returnLabelUrl: "/api/track/x/return-label.pdf" }, "in line for stringing", null],
    ["on the bench", { status: "in_progress", receivedAt: RECEIVED }, "we are stringing your pocket", null],
    ["the parcel back to follow", { status: "shipped", outboundTracking: PARCEL }, "on its way back to you", "track_outbound"],
    ["shipped without a tracking number", { status: "shipped", outboundTracking: null }, "on its way back to you", null],
    ["delivered", { status: "completed", outboundTracking: PARCEL }, "was delivered", null],
    ["all done", { status: "completed" }, "All done", null],
  ])("tells the player about the current step: %s", (_, order, hint, action) => {
    const step = current(order)!;
    expect(step.hint).toContain(hint);
    expect(step.action).toBe(action);
  });

  it("says only the current step, and keeps the promise's day for its <time>", () => {
    const progress = workProgress({ status: "pending", receivedAt: RECEIVED, promisedBy: "2026-12-03" });
    if (progress.cancelled) throw new Error("not cancelled");
    expect(progress.steps.map((step) => step.hint === null)).toEqual([true, false, true, true]);
    expect(progress.steps[1]!.shipsBy).toEqual({ iso: "2026-12-03", text: "Thursday, December 3" });
  });
});

describe("eventLabel", () => {
  it.each<[{ type: string; to?: string; direction?: string }, string]>([
    [{ type: "created" }, "Order placed"],
    [{ type: "received" }, "Your head arrived in our workshop"],
    [{ type: "status_changed", to: "in_progress" }, "Stringing started"],
    [{ type: "status_changed", to: "pending" }, "Order back in line"],
    [{ type: "status_changed" }, "Work status updated"],
    [{ type: "payment_changed", to: "paid" }, "Payment received"],
    [{ type: "payment_changed", to: "partially_paid" }, "Part of the payment received"],
    [{ type: "label_created", direction: "outbound" }, "Shipping label created for sending your head back"],
    [{ type: "tracking_updated" }, "Tracking number updated"],
    [{ type: "tracking_updated", direction: "inbound", to: "DELIVERED" }, "Head received"],
    [{ type: "tracking_updated", direction: "outbound", to: "TRANSIT" }, "Your strung head is on its way"],
    [{ type: "tracking_updated", direction: "outbound", to: "UNKNOWN" }, "Your strung head: tracking updated"],
    [{ type: "something_new" }, "Something new"],
  ])("says %o as %s", (event, words) => {
    expect(eventLabel(event)).toBe(words);
  });

  it("names the payment states", () => {
    expect(paymentLabel("unpaid")).toBe("Unpaid");
    expect(paymentLabel("refunded")).toBe("Refunded");
    expect(paymentLabel("partially_paid")).toBe("Partially paid");
  });
});
