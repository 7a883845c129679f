import { describe, expect, it } from "vitest";
import {
  RESUBSCRIBE_LINK_VALID_MS,
  RESUBSCRIBE_RESEND_AFTER_MS,
  receivesCampaigns,
  resubscribeConfirmedChanges,
  resubscribeLinkValid,
  resubscribeRequestDue,
  type SubscriptionState,
  subscriberStatus,
  suppressionChanges,
} from "./suppression.ts";

const now = new Date("2026-05-01T12:00:00Z");
const earlier = new Date("2026-04-01T08:00:00Z");
const active: SubscriptionState = { subscribed: true, suppressedAt: null, suppressionReason: null, resubscribeRequestedAt: null };
const unsubscribed: SubscriptionState = { subscribed: false, suppressedAt: earlier, suppressionReason: "unsubscribed", resubscribeRequestedAt: null };
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("suppression", () => {
  it("takes a subscribed address off the list, stamped with the time and the reason", () => {
    expect(suppressionChanges(active, "hard_bounce", now)).toEqual({ subscribed: false, suppressedAt: now, suppressionReason: "hard_bounce" });
    expect(suppressionChanges(active, "unsubscribed", now)).toEqual({ subscribed: false, suppressedAt: now, suppressionReason: "unsubscribed" });
  });

  it("keeps the first time and the strongest reason: complaint over bounce over unsubscribe", () => {
    expect(suppressionChanges(unsubscribed, "spam_complaint", now)).toEqual({ suppressionReason: "spam_complaint" });
    expect(suppressionChanges(unsubscribed, "hard_bounce", now)).toEqual({ suppressionReason: "hard_bounce" });
    const bounced = { ...unsubscribed, suppressionReason: "hard_bounce" as const };
    expect(suppressionChanges(bounced, "unsubscribed", now)).toBeNull();
    expect(suppressionChanges(bounced, "hard_bounce", now)).toBeNull();
    expect(suppressionChanges({ ...bounced, suppressionReason: "spam_complaint" }, "hard_bounce", now)).toBeNull();
  });

  it("suppresses an address that unsubscribed before suppression was recorded (no time, no reason)", () => {
    const legacy = { ...active, subscribed: false };
    expect(suppressionChanges(legacy, "unsubscribed", now)).toEqual({ suppressedAt: now, suppressionReason: "unsubscribed" });
  });

  it("sends campaigns only to subscribed, unsuppressed addresses, and names each state", () => {
    expect(receivesCampaigns(active)).toBe(true);
    expect(receivesCampaigns({ subscribed: true, suppressedAt: now })).toBe(false);
    expect(receivesCampaigns({ subscribed: false, suppressedAt: null })).toBe(false);
    expect(subscriberStatus(active)).toBe("subscribed");
    expect(subscriberStatus(unsubscribed)).toBe("unsubscribed");
    expect(subscriberStatus({ ...unsubscribed, suppressionReason: "hard_bounce" })).toBe("bounced");
    expect(subscriberStatus({ ...unsubscribed, suppressionReason: "spam_complaint" })).toBe("complained");
    expect(subscriberStatus({ subscribed: false, suppressedAt: null, suppressionReason: null })).toBe("unsubscribed");
  });
});

describe("resubscribing", () => {
  it("mails a confirmation only to an address off the list, at most once in 24 hours", () => {
    expect(resubscribeRequestDue(active, now)).toBe(false);
    expect(resubscribeRequestDue(unsubscribed, now)).toBe(true);
    expect(resubscribeRequestDue({ ...unsubscribed, suppressionReason: "spam_complaint" }, now)).toBe(true);
    expect(resubscribeRequestDue({ ...unsubscribed, resubscribeRequestedAt: ago(60_000) }, now)).toBe(false);
    expect(resubscribeRequestDue({ ...unsubscribed, resubscribeRequestedAt: ago(RESUBSCRIBE_RESEND_AFTER_MS - 1) }, now)).toBe(false);
    expect(resubscribeRequestDue({ ...unsubscribed, resubscribeRequestedAt: ago(RESUBSCRIBE_RESEND_AFTER_MS) }, now)).toBe(true);
  });

  it("honours a link for seven days after it was mailed", () => {
    expect(resubscribeLinkValid({ resubscribeRequestedAt: null }, now)).toBe(false);
    expect(resubscribeLinkValid({ resubscribeRequestedAt: ago(0) }, now)).toBe(true);
    expect(resubscribeLinkValid({ resubscribeRequestedAt: ago(RESUBSCRIBE_LINK_VALID_MS) }, now)).toBe(true);
    expect(resubscribeLinkValid({ resubscribeRequestedAt: ago(RESUBSCRIBE_LINK_VALID_MS + 1) }, now)).toBe(false);
  });

  it("confirming subscribes again, lifts the suppression and uses the link up", () => {
    expect(resubscribeConfirmedChanges()).toEqual({
      subscribed: true,
      suppressedAt: null,
      suppressionReason: null,
      resubscribeRequestedAt: null,
      clearResubscribeToken: true,
    });
  });
});
