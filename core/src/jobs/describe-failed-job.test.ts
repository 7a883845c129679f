import { describe, expect, it } from "vitest";
import { describeJob, failedJobView } from "./describe-failed-job.ts";

describe("a failed job, as the admin sees it", () => {
  it("says what each of the app's jobs was for", () => {
    expect(describeJob("order-mail", { orderId: 12, template: "order-received", siteOrigin: "https://shop.example" })).toBe("Order #12: order received mail");
    expect(describeJob("contact-mail", { contactId: 3, siteOrigin: "x" })).toBe("Contact message #3: the owner's notice");
    expect(describeJob("campaign-batch", { campaignId: 7, batch: 0 })).toBe("Campaign #7: batch 1");
    expect(describeJob("resubscribe-mail", { subscriberId: 9, siteOrigin: "x" })).toBe("Subscriber #9: the resubscribe confirmation mail");
    expect(describeJob("workshop-digest", { date: "2026-03-09", siteOrigin: "x" })).toBe("The morning digest of 2026-03-09");
    expect(describeJob("something-else", {})).toBe("something-else");
    expect(describeJob("order-mail", {})).toBe("Order #?:  mail");
  });

  it("shows no payload, and keeps the error short", () => {
    const view = failedJobView({
      id: "b6f0c1d2-0000-4000-8000-000000000001",
      name: "resubscribe-mail",
      payload: { subscriberId: 9, siteOrigin: "https://shop.example" },
      attempts: 12,
      error: "x".repeat(5000),
      createdAt: new Date(0),
      failedAt: new Date(1000),
    });
    expect(view).toEqual({
      id: "b6f0c1d2-0000-4000-8000-000000000001",
      name: "resubscribe-mail",
      about: "Subscriber #9: the resubscribe confirmation mail",
      attempts: 12,
      error: "x".repeat(2000),
      createdAt: new Date(0),
      failedAt: new Date(1000),
    });
    expect(JSON.stringify(view)).not.toContain("shop.example");
  });
});
