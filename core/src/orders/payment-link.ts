import { centsToDollarAmount } from "../shared/money.ts";
import { findByServiceName } from "./order-amount.ts";

export type PaymentSetting = { serviceName: string; paymentLink: string };

/**
 * The amount placeholders an owner may put in a payment link: `[amount]`,
 * `{amount}`, `{{amount}}`, in any case, with inner spaces, and the same
 * brackets URL-encoded (`%5Bamount%5D`, `%7Bamount%7D`, `%7B%7Bamount%7D%7D`).
 */
const AMOUNT_PLACEHOLDER = /\{\{\s*amount\s*\}\}|%7B%7B\s*amount\s*%7D%7D|\[\s*amount\s*\]|\{\s*amount\s*\}|%5B\s*amount\s*%5D|%7B\s*amount\s*%7D/gi;

/** Puts the amount (dollars, two decimals, e.g. 11.99) into every placeholder of the link. */
export function fillPaymentLink(link: string, amountCents: number): string {
  return link.replace(AMOUNT_PLACEHOLDER, centsToDollarAmount(amountCents));
}

/** The payment link for the service with the amount filled in, or null when no setting matches. */
export function paymentUrlFor(serviceName: string, settings: readonly PaymentSetting[], amountCents: number): string | null {
  const setting = findByServiceName(settings, (candidate) => candidate.serviceName, serviceName);
  return setting ? fillPaymentLink(setting.paymentLink, amountCents) : null;
}
