/** @module "Export CSV": the customer list as a CSV file (RFC 4180 quoting). */
import { formatDisplayDate } from "@stringing/core/shared/dates";
import type { Customer } from "./customer.ts";

const COLUMNS: readonly [string, (customer: Customer) => string | number | null][] = [
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

/** Quotes when needed; a leading =, +, - or @ is defused so spreadsheets do not run it as a formula. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function customersCsv(customers: readonly Customer[]): string {
  const header = COLUMNS.map(([name]) => name).join(",");
  const rows = customers.map((customer) => COLUMNS.map(([, read]) => csvCell(read(customer))).join(","));
  return `${[header, ...rows].join("\r\n")}\r\n`;
}

/** Saves text as a file through a temporary link (no new window, nothing inline). */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
