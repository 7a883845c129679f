/**
 * @module `GET /api/payment-settings` (docs/rules/order-form.md, Options): the order
 * form's service types are the payment settings' service names; the server
 * leaves out those of hidden services, so the form offers the visible
 * services that have a link (and links named for no service). A failure
 * leaves the list empty (logged), so the form shows "No service types
 * configured".
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { asList, readOrDefault, text } from "../../../lib/read-or-default.ts";

export const PAYMENT_SETTINGS_PATH = "/api/payment-settings";

export function toServiceTypes(data: unknown): string[] {
  const names = asList(data)
    .map((item) => text(item.serviceName))
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)];
}

export const getServiceTypes = (signal?: AbortSignal) =>
  readOrDefault<string[]>(PAYMENT_SETTINGS_PATH, () => api["payment-settings"].$get({ query: {} }, withSignal(signal)), [], toServiceTypes, signal);

export function useServiceTypes() {
  return useQuery({ queryKey: [PAYMENT_SETTINGS_PATH, "service-types"], queryFn: ({ signal }) => getServiceTypes(signal) });
}
