import { describe, expect, it } from "vitest";
import { isPublicOrderEvent, ORDER_EVENT_TYPES } from "./order-event.ts";

describe("the public part of the timeline", () => {
  it("shows the customer the work, payment and shipping steps", () => {
    for (const type of ["created", "status_changed", "payment_changed", "label_created", "tracking_updated"] as const) {
      expect(isPublicOrderEvent({ type })).toBe(true);
    }
  });

  it("keeps the owner's notes, the mail log and payments it did not count in the back office", () => {
    const hidden = ORDER_EVENT_TYPES.filter((type) => !isPublicOrderEvent({ type }));
    expect(hidden).toEqual(["payment_not_counted", "price_changed", "label_deleted", "label_voided", "mail_queued", "mail_sent", "mail_failed", "note"]);
  });
});
