/**
 * @module `GET /api/featured` (docs/rules/public-site.md, Reads and defaults): the visible featured items;
 * the built-in three on failure.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { defaultFeaturedItems } from "@stringing/core/content/site-defaults";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export interface FeaturedCard {
  key: string;
  name: string;
  description: string;
  priceDisplay: string;
  image: string | null;
}

export const FEATURED_PATH = "/api/featured";

export const FEATURED_DEFAULTS: FeaturedCard[] = defaultFeaturedItems.map(({ name, description, priceDisplay, image }) => ({
  key: name,
  name,
  description,
  priceDisplay,
  image,
}));

export function toFeatured(data: unknown): FeaturedCard[] {
  return asList(data)
    .filter(isShown)
    .map((item, position) => ({
      key: String(item.id ?? position),
      name: text(item.name) ?? "",
      description: text(item.description) ?? "",
      priceDisplay: text(item.priceDisplay) ?? "",
      image: text(item.image) ?? null,
    }));
}

export const getFeatured = (signal?: AbortSignal) =>
  readOrDefault(FEATURED_PATH, () => api.featured.$get({ query: {} }, withSignal(signal)), FEATURED_DEFAULTS, toFeatured, signal);

export function useFeatured() {
  return useQuery({ queryKey: [FEATURED_PATH], queryFn: ({ signal }) => getFeatured(signal) });
}
