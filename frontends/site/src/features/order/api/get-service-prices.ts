/**
 * @module `GET /api/services` (docs/rules/order-form.md, The price shown) for the order form's price:
 * each visible service's name and price in cents (a missing or odd price is
 * none). A failure leaves the list empty (logged), so every service reads
 * "Price to be confirmed" rather than a wrong amount.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import type { PricedService } from "@stringing/core/orders/order-amount";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export const SERVICE_PRICES_PATH = "/api/services";

export function toServicePrices(data: unknown): PricedService[] {
  return asList(data)
    .filter(isShown)
    .flatMap((item) => {
      const name = text(item.name);
      return name === undefined ? [] : [{ name, price: typeof item.price === "number" ? item.price : 0 }];
    });
}

export const getServicePrices = (signal?: AbortSignal) =>
  readOrDefault<PricedService[]>(SERVICE_PRICES_PATH, () => api.services.$get({ query: {} }, withSignal(signal)), [], toServicePrices, signal);

export function useServicePrices() {
  // Not the services section's key: that read keeps the cards' shape, this one the prices.
  return useQuery({ queryKey: [SERVICE_PRICES_PATH, "prices"], queryFn: ({ signal }) => getServicePrices(signal) });
}
