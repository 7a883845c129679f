/**
 * @module What the order will cost, as the form and the confirmation show
 * it: core's rule (docs/rules/money.md, An order's amount; order-amount.ts),
 * the very one the server prices the order with, so the screen and the
 * payment link agree. A service without a price ("Contact for pricing") is
 * priced by the owner later: its part is unknown, not free.
 */
import { findByServiceName, orderAmountCents, STRINGS_ADD_ON_CENTS, type PricedService } from "@stringing/core/orders/order-amount";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { formatCents } from "@stringing/core/shared/money";

export interface OrderPrice {
  /** The service's price in cents; null when it has none yet. */
  service: number | null;
  /** The strings add-on in cents, 0 when the player sends their own. */
  strings: number;
  /** What the server will ask for (service, or 0, plus strings): the payment link's amount. */
  amount: number;
}

/** The price of the chosen service and options; null until a service is chosen. */
export function orderPrice(choice: { serviceType: string; stringOption: string }, services: readonly PricedService[]): OrderPrice | null {
  if (choice.serviceType.trim() === "") return null;
  const service = findByServiceName(services, (candidate) => candidate.name, choice.serviceType);
  const price = service && Number.isSafeInteger(service.price) && service.price > 0 ? service.price : null;
  return {
    service: price,
    strings: choice.stringOption === NEED_STRINGS ? STRINGS_ADD_ON_CENTS : 0,
    amount: orderAmountCents(choice, services),
  };
}

export const PRICE_TO_BE_CONFIRMED = "Price to be confirmed";

/** The total in words: dollars when every part is known, else what is known and that the rest follows. */
export function totalText(price: OrderPrice): string {
  if (price.service !== null) return formatCents(price.amount);
  return price.strings > 0 ? `${formatCents(price.strings)} + the service price we confirm` : "We will confirm the price";
}

/** The link a player is sent to: none without an amount to pay (a $0.00 link asks for nothing; the owner prices it first). */
export const payableUrl = (paymentUrl: string | null, price: OrderPrice | null): string | null => (paymentUrl && price && price.amount > 0 ? paymentUrl : null);
