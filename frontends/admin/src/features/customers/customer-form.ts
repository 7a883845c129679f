/**
 * @module The customer form (docs/rules/customers.md, The customer form): every field as text while
 * typing, checked with the core schema (its messages), empty optional values
 * sent as null, and the shipping country falling back to United States.
 */
import { DEFAULT_SHIPPING_COUNTRY } from "@stringing/core/customers/customer";
import { customerSchema, type NewCustomer } from "@stringing/core/customers/customer-schema";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import type { Customer } from "./customer.ts";

export const CUSTOMER_TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "position",
  "notes",
  "shippingAddress",
  "shippingCity",
  "shippingState",
  "shippingZip",
  "shippingCountry",
  "preferredMesh",
  "preferredThread",
  "preferredPocket",
] as const;

export type CustomerField = (typeof CUSTOMER_TEXT_FIELDS)[number];
export type CustomerFormValues = Record<CustomerField, string>;
export type CustomerPayload = NewCustomer;
export type CustomerFormErrors = Partial<Record<CustomerField, string>>;

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  ...(Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, ""])) as CustomerFormValues),
  shippingCountry: DEFAULT_SHIPPING_COUNTRY,
};

/** The form prefilled from a customer; an empty country reads United States. */
export function customerFormValues(customer: Customer): CustomerFormValues {
  const values = Object.fromEntries(CUSTOMER_TEXT_FIELDS.map((field) => [field, customer[field] ?? ""])) as CustomerFormValues;
  return { ...values, shippingCountry: values.shippingCountry.trim() || DEFAULT_SHIPPING_COUNTRY };
}

export type CustomerFormResult = { ok: true; payload: CustomerPayload } | { ok: false; errors: CustomerFormErrors };

export function validateCustomerForm(values: CustomerFormValues): CustomerFormResult {
  const parsed = customerSchema.safeParse(values);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: firstIssuePerField(parsed.error) };
}

/** "Ada Lovelace" → "AL"; one word gives one letter; nothing gives "?". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words.at(-1)!];
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}
