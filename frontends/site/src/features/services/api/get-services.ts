/**
 * @module `GET /api/services` (docs/rules/public-site.md, Reads and defaults): the visible services; the
 * built-in three on failure.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { shownServicePrice } from "@stringing/core/content/shown-service-price";
import { defaultServices } from "@stringing/core/content/site-defaults";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export interface ServiceCard {
  key: string;
  name: string;
  description: string;
  features: string[];
  priceDisplay: string;
  icon: string;
  iconBg: string;
}

export const SERVICES_PATH = "/api/services";

export const SERVICE_DEFAULTS: ServiceCard[] = defaultServices.map((service) => ({ key: service.name, ...service, features: [...service.features] }));

export function toServices(data: unknown): ServiceCard[] {
  return asList(data)
    .filter(isShown)
    .map((item, position) => ({
      key: String(item.id ?? position),
      name: text(item.name) ?? "",
      description: text(item.description) ?? "",
      features: Array.isArray(item.features) ? item.features.filter((f): f is string => typeof f === "string" && f.trim() !== "") : [],
      priceDisplay: shownServicePrice(item.priceDisplay) ?? "",
      icon: text(item.icon) ?? "star",
      iconBg: text(item.iconBg) ?? "primary",
    }));
}

export const getServices = (signal?: AbortSignal) =>
  readOrDefault(SERVICES_PATH, () => api.services.$get({ query: {} }, withSignal(signal)), SERVICE_DEFAULTS, toServices, signal);

export function useServices() {
  return useQuery({ queryKey: [SERVICES_PATH], queryFn: ({ signal }) => getServices(signal) });
}
