import { describe, expect, it } from "vitest";
import { isPublicOrderEvent, ORDER_EVENT_TYPES } from "./order-event.ts";

describe("the public part of the timeline", () => {
  it("shows the customer the work, payment and shipping steps, and the head's arrival", () => {
    for (const type of ["created", "status_changed", "payment_changed", "label_created", "tracking_updated", "received"] as const) {
      expect(isPublicOrderEvent({ type })).toBe(true);
    }
  });

  it("keeps the owner's notes, the mail log, payments it did not count, a moved promise and the stringer's pocket edits in the back office", () => {
    const hidden = ORDER_EVENT_TYPES.filter((type) => !isPublicOrderEvent({ type }));
    expect(hidden).toEqual([
      "payment_not_counted",
      "price_changed",
      "label_deleted",
      "label_voided",
      "mail_queued",
      "mail_sent",
      "mail_failed",
      "note",
      "promise_changed",
      "pocket_changed",
    ]);
  });
});
