/** docs/rules/shipping.md, The Track dialog: a postal carrier and an aggregator. */
export type TrackingLink = { name: string; url: string };

export const uspsTrackingUrl = (trackingNumber: string): string =>
  `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(trackingNumber.trim())}`;

export const parcelsAppTrackingUrl = (trackingNumber: string): string => `https://parcelsapp.com/en/tracking/${encodeURIComponent(trackingNumber.trim())}`;

/** No links without a tracking number ("This order doesn't have a tracking number yet."). */
export function trackingLinks(trackingNumber: string | null | undefined): TrackingLink[] {
  if (!trackingNumber?.trim()) return [];
  return [
    { name: "USPS", url: uspsTrackingUrl(trackingNumber) },
    { name: "Parcels", url: parcelsAppTrackingUrl(trackingNumber) },
  ];
}
