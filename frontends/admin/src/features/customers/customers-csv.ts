/** @module "Export CSV": the customer list as a CSV file. */
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { type CsvValue, toCsv } from "@stringing/ui/csv";
import type { Customer } from "./customer.ts";

const COLUMNS: readonly [string, (customer: Customer) => CsvValue][] = [
  ["Name", (c) => c.name],
  ["Email", (c) => c.email],
  ["Phone", (c) => c.phone],
  ["Position", (c) => c.position],
  ["Total Orders", (c) => c.totalOrders],
  ["Last Order", (c) => (c.lastOrderDate ? formatDisplayDate(c.lastOrderDate) : "Never")],
  ["Customer Since", (c) => formatDisplayDate(c.createdAt)],
  ["Shipping Address", (c) => c.shippingAddress],
  ["City", (c) => c.shippingCity],
  ["State", (c) => c.shippingState],
  ["ZIP", (c) => c.shippingZip],
  ["Country", (c) => c.shippingCountry],
  ["Preferred Mesh", (c) => c.preferredMesh],
  ["Preferred Thread", (c) => c.preferredThread],
  ["Preferred Pocket", (c) => c.preferredPocket],
  ["Notes", (c) => c.notes],
];

export function customersCsv(customers: readonly Customer[]): string {
  return toCsv(
    COLUMNS.map(([name]) => name),
    customers.map((customer) => COLUMNS.map(([, read]) => read(customer))),
  );
}
