/**
 * @module How the activity log words a change: the record named briefly,
 * the fields a change set with their new values, and never a secret.
 */
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

function shownValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return "cleared";
  if (typeof value === "string") return quoted(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

/** "quantity 4, name “Mesh”, apiKey changed": each field a change set, secrets and nested values named only. */
export function changedFields(patch: Record<string, unknown> | null | undefined): string {
  const fields = Object.entries(patch ?? {}).filter(([, value]) => value !== undefined);
  const parts = fields.slice(0, MAX_FIELDS).map(([field, value]) => {
    const shown = SECRET_FIELD.test(field) ? null : shownValue(value);
    return shown === null ? `${field} changed` : `${field} ${shown}`;
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

/** "Payment: Paid, $11.99": the owner reads words and dollars, not field names and cents. */
export function paymentSummary(paymentStatus: unknown, amountPaid: unknown): string {
  const status = typeof paymentStatus === "string" ? (isPaymentStatus(paymentStatus) ? PAYMENT_STATUS_LABELS[paymentStatus] : paymentStatus) : "changed";
  return typeof amountPaid === "number" && Number.isFinite(amountPaid) ? `Payment: ${status}, ${formatCents(amountPaid)}` : `Payment: ${status}`;
}
