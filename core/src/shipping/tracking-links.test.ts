import { describe, expect, it } from "vitest";
import { trackingLinks, uspsTrackingUrl } from "./tracking-links.ts";

describe("tracking links", () => {
  it("links the postal carrier and an aggregator, URL-encoded", () => {
    expect(trackingLinks("9400 1118")).toEqual([
      { name: "USPS", url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201118" },
      { name: "Parcels", url: "https://parcelsapp.com/en/tracking/9400%201118" },
    ]);
    expect(uspsTrackingUrl("a&b")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=a%26b");
  });
  it("has none without a tracking number", () => {
    expect(trackingLinks(null)).toEqual([]);
    expect(trackingLinks("  ")).toEqual([]);
  });
});
