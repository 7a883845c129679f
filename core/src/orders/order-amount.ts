import { NEED_STRINGS } from "./order-form.ts";

/** The crosslace add-on (docs/rules/money.md, An order's amount: +$11.99). */
export const STRINGS_ADD_ON_CENTS = 1199;

/** `visible` false: the owner hid it, so it cannot be ordered (offered-services.ts). */
export type PricedService = { name: string; price: number; visible?: boolean | undefined };

/**
 * The item named `name`: an exact match first, else one that differs only in
 * case or surrounding spaces (names are typed by the owner and the customer
 * picks from them, so a stray space must not lose the price).
 */
export function findByServiceName<T>(items: readonly T[], nameOf: (item: T) => string, name: string): T | undefined {
  const loose = (value: string) => value.trim().toLowerCase();
  return items.find((item) => nameOf(item) === name) ?? items.find((item) => loose(nameOf(item)) === loose(name));
}

/**
 * docs/rules/money.md, An order's amount: the amount is the price of the service named by the order (0 when
 * none matches) plus the strings add-on when the customer needs strings.
 */
export function orderAmountCents(order: { serviceType: string; stringOption: string }, services: readonly PricedService[]): number {
  const service = findByServiceName(services, (candidate) => candidate.name, order.serviceType);
  const base = service && Number.isSafeInteger(service.price) && service.price > 0 ? service.price : 0;
  return base + (order.stringOption === NEED_STRINGS ? STRINGS_ADD_ON_CENTS : 0);
}
