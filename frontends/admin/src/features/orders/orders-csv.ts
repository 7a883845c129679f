/**
 * @module Orders as CSV (the Export CSV button): one row per order, money
 * in dollars, dates as ISO days; the payment columns come last, so the
 * columns of older exports keep their places.
 */
import { centsToDollarAmount } from "@stringing/core/shared/money";
import { toCsv } from "@stringing/ui/csv";
import type { ApiOrder } from "./api/order-types.ts";

const HEADER = [
  "Order #",
  "Date",
  "Customer Name",
  "Customer Email",
  "Service",
  "Total",
  "Status",
  "Phone",
  "Address",
  "City",
  "State",
  "ZIP",
  "Country",
  "Tracking Number",
  "Return Tracking Number",
  "Outbound Tracking Number",
  "Payment Status",
  "Amount Paid",
  "Paid At",
];

export function ordersToCsv(orders: readonly ApiOrder[]): string {
  const rows = orders.map((o) => {
    const info = o.shippingInfo ?? {};
    return [
      o.id,
      o.createdAt.slice(0, 10),
      o.customerName,
      o.customerEmail,
      o.serviceName,
      centsToDollarAmount(o.servicePrice),
      o.status,
      info.phone ?? o.details.phone,
      info.address,
      info.city,
      info.state,
      info.zip,
      info.country,
      o.trackingNumber,
      o.returnTrackingNumber,
      o.outboundTrackingNumber,
      o.paymentStatus,
      o.amountPaid === null ? null : centsToDollarAmount(o.amountPaid),
      o.paidAt?.slice(0, 10),
    ];
  });
  return toCsv(HEADER, rows);
}
