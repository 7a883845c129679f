/**
 * @module How the activity log words a change: the record named briefly,
 * the fields a change set with their new values in the owner's words
 * (the labels people read, dollars not cents), and never a secret.
 */
import { positionLabel } from "../orders/order-form.ts";
import { orderStatusLabel } from "../orders/order-status-labels.ts";
import { isPaymentStatus, PAYMENT_STATUS_LABELS } from "../orders/payment-status.ts";
import { formatCents } from "../shared/money.ts";

/** Fields whose values never reach the log; only that they changed. */
const SECRET_FIELD = /password|secret|token|api.?key|hash|credential/i;
const MAX_VALUE = 60;
const MAX_FIELDS = 8;

/** Text cut to a readable length, in quotes. */
export function quoted(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return `“${line.length > MAX_VALUE ? `${line.slice(0, MAX_VALUE - 1)}…` : line}”`;
}

/** Integer amounts the API keeps in cents (docs/rules/money.md, Cents), read by their field's name. */
const CENTS_FIELD = /(price|amount|amountPaid|balanceDue|rate|cost|total)$/i;
const ACRONYMS: Record<string, string> = { url: "URL", api: "API", id: "ID", sms: "SMS", zip: "ZIP" };

/** "trackingNumber" → "tracking number", "shippingLabelUrl" → "shipping label URL". */
export function fieldWords(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .split(" ")
    .map((word) => ACRONYMS[word] ?? word)
    .join(" ");
}

/** Values people read by a label (docs/rules/orders.md, Statuses; order-form.md, Options): a status reads "In Progress", a position "Face Off". */
function labelled(field: string, value: string): string | null {
  if (field === "status" || field === "expectedStatus") return orderStatusLabel(value);
  if (field === "paymentStatus") return isPaymentStatus(value) ? PAYMENT_STATUS_LABELS[value] : value;
  if (field === "position") return positionLabel(value);
  return null;
}

function shownValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return "cleared";
  if (typeof value === "string") return labelled(field, value) ?? quoted(value);
  if (typeof value === "number") return Number.isInteger(value) && CENTS_FIELD.test(field) ? formatCents(value) : String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return null;
}

/** "quantity 4, name “Mesh”, status In Progress, service price $45.00, API key changed": each field a change set, in words; secrets and nested values named only. */
export function changedFields(patch: Record<string, unknown> | null | undefined): string {
  const fields = Object.entries(patch ?? {}).filter(([, value]) => value !== undefined);
  const parts = fields.slice(0, MAX_FIELDS).map(([field, value]) => {
    const shown = SECRET_FIELD.test(field) ? null : shownValue(field, value);
    return shown === null ? `${fieldWords(field)} changed` : `${fieldWords(field)} ${shown}`;
  });
  if (fields.length > MAX_FIELDS) parts.push(`and ${fields.length - MAX_FIELDS} more`);
  return parts.join(", ");
}

/** A record's name for people: its name, title or e-mail when it has one, else "#id". */
export function recordName(record: unknown, id?: string | number | null): string {
  const fields = (record && typeof record === "object" ? record : {}) as Record<string, unknown>;
  for (const key of ["name", "title", "customerName", "platform", "serviceName", "section", "email", "username"]) {
    const value = fields[key];
    if (typeof value === "string" && value.trim() && !SECRET_FIELD.test(key)) return quoted(value);
  }
  const shownId = id ?? (typeof fields.id === "number" || typeof fields.id === "string" ? fields.id : null);
  return shownId === null || shownId === undefined ? "" : `#${shownId}`;
}

/** "Updated testimonial “Sam”: rating 5". */
export function updatedSummary(noun: string, name: string, patch: Record<string, unknown> | null | undefined): string {
  const fields = changedFields(patch);
  return `Updated ${noun} ${name}`.trim() + (fields ? `: ${fields}` : "");
}

/** "Status: In Progress": an order's work status as its badge names it. */
export function statusSummary(status: unknown): string {
  return typeof status === "string" && status ? `Status: ${orderStatusLabel(status)}` : "Status changed";
}

/** "Payment: Paid, $11.99": the owner reads words and dollars, not field names and cents. */
export function paymentSummary(paymentStatus: unknown, amountPaid: unknown): string {
  const status = typeof paymentStatus === "string" ? (isPaymentStatus(paymentStatus) ? PAYMENT_STATUS_LABELS[paymentStatus] : paymentStatus) : "changed";
  return typeof amountPaid === "number" && Number.isFinite(amountPaid) ? `Payment: ${status}, ${formatCents(amountPaid)}` : `Payment: ${status}`;
}
