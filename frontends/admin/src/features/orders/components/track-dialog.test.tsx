import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import type { ApiOrder } from "../api/order-types.ts";
import { TrackDialog } from "./track-dialog.tsx";

const order = { id: 7, trackingNumber: "9400111", returnTrackingNumber: "9400222", outboundTrackingNumber: "9400111" } as ApiOrder;
const label = (extra: Record<string, unknown>) => ({
  id: 1,
  orderId: 7,
  kind: "outbound",
  carrier: "USPS",
  trackingNumber: "9400111",
  labelUrl: "/api/shipping/labels/a.pdf",
  rate: 758,
  trackingUrl: null,
  trackingStatus: null,
  trackingStatusAt: null,
  voidedAt: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  testLabel: false,
  ...extra,
});

describe("TrackDialog", () => {
  it("shows the carrier's own tracking link and last status beside the postal and aggregator links", async () => {
    stubApi({
      "GET /api/shipping/orders/7/labels": json([
        label({ trackingUrl: "https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum=9400111", trackingStatus: "TRANSIT" }),
        label({ id: 2, kind: "return", trackingNumber: "9400222", trackingStatus: "DELIVERED", testLabel: true, carrier: "USPS (test label)" }),
      ]),
    });
    renderAdmin(<TrackDialog order={order} onClose={() => {}} />);
    const carrierLink = await screen.findByRole("link", { name: /Track on the carrier's page \(USPS\)/ });
    expect(carrierLink.getAttribute("href")).toBe("https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum=9400111");
    expect(screen.getByText("In transit")).toBeTruthy();
    expect(screen.getByText("Delivered")).toBeTruthy();
    expect(screen.getByText("Test label")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Track on Parcels/ })).toBeTruthy();
  });
});
