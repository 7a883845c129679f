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

/** What the first start seeds in every payment setting (adapters' seed-site-defaults.ts), for the owner to replace. */
export const PLACEHOLDER_PAYMENT_HOST = "example.com";
export const PLACEHOLDER_PAYMENT_MARKER = "replace-with-your-payment-link";

/**
 * docs/rules/payments.md, Placeholder links: a link whose host is exactly
 * `example.com`, or that contains `replace-with-your-payment-link`, is still
 * the seeded placeholder. Any other host is the owner's, `pay.example.com`
 * and `sub.example.com` included. Text that is not a URL names no host, so
 * only the marker can make it a placeholder.
 */
export function isPlaceholderPaymentLink(link: string): boolean {
  if (link.toLowerCase().includes(PLACEHOLDER_PAYMENT_MARKER)) return true;
  let host: string;
  try {
    host = new URL(link.trim()).hostname;
  } catch {
    return false;
  }
  // `example.com.` is the same host written fully qualified.
  return host.toLowerCase().replace(/\.$/, "") === PLACEHOLDER_PAYMENT_HOST;
}

/**
 * The payment link for the service with the amount filled in; null when no
 * setting matches or the matching one is still the placeholder (a player
 * sent there finds no page: they are told a link will follow instead).
 */
export function paymentUrlFor(serviceName: string, settings: readonly PaymentSetting[], amountCents: number): string | null {
  const setting = findByServiceName(settings, (candidate) => candidate.serviceName, serviceName);
  return setting && !isPlaceholderPaymentLink(setting.paymentLink) ? fillPaymentLink(setting.paymentLink, amountCents) : null;
}

/** Stripe Payment Links live on this host; only their URLs get the order's reference. */
export const STRIPE_PAYMENT_LINK_HOST = "buy.stripe.com";

/**
 * docs/rules/payments.md, Payment links: a Stripe Payment Link carries the order id as
 * `client_reference_id` (Stripe hands it back in the webhook, so the payment
 * finds its order) and the customer's address as `prefilled_email`. Other
 * links, and text that is not a URL, are left as they are. Leave `email`
 * out where the link is shown to whoever holds it (the status page).
 */
export function withPaymentReference(url: string, reference: { orderId: number; email?: string | undefined }): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.hostname.toLowerCase() !== STRIPE_PAYMENT_LINK_HOST) return url;
  parsed.searchParams.set("client_reference_id", String(reference.orderId));
  if (reference.email) parsed.searchParams.set("prefilled_email", reference.email);
  return parsed.toString();
}

/** The order's payment link: the service's link with its amount and, on Stripe, its reference. */
export function orderPaymentUrl(
  order: { id: number; serviceName: string; servicePrice: number; email?: string | undefined },
  settings: readonly PaymentSetting[],
): string | null {
  const url = paymentUrlFor(order.serviceName, settings, order.servicePrice);
  return url === null ? null : withPaymentReference(url, { orderId: order.id, email: order.email });
}
