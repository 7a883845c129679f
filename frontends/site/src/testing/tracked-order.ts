/** @module A status page answer (`GET /api/track/{token}`) for the tests of the status page. */
export const TRACKED = {
  id: 42,
  status: "in_progress",
  paymentStatus: "unpaid",
  createdAt: "2026-11-24T17:20:00.000Z",
  serviceName: "Mesh Pocket",
  servicePrice: 4500,
  balanceDue: 4500,
  paymentUrl: "https://pay.example.com/45.00",
  inboundTracking: {
    carrier: "USPS",
    trackingNumber: "9400111899223344556677",
    url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677",
  },
  outboundTracking: null,
  returnLabelUrl: null as string | null,
  events: [
    { type: "created", at: "2026-11-24T17:20:00.000Z" },
    { type: "label_created", at: "2026-11-24T18:00:00.000Z", direction: "inbound" },
    { type: "status_changed", at: "2026-11-26T09:05:00.000Z", to: "in_progress" },
  ],
};
