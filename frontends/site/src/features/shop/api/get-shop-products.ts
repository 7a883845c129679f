/**
 * @module `GET /api/shop-products` (docs/rules/public-site.md, Shop): at most three visible
 * products by their order. A failure shows no products (and so the two
 * informational blurbs), logged to the console.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { isHttpUrl } from "@stringing/core/content/safe-url";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export interface ShopCard {
  key: string;
  name: string;
  description: string;
  imageUrl: string | null;
  price: string;
  productUrl: string | null;
  isNew: boolean;
}

export const SHOP_PRODUCTS_PATH = "/api/shop-products";
export const SHOP_LIMIT = 3;

const numberOf = (value: unknown) => (typeof value === "number" ? value : 0);

export function toShopProducts(data: unknown): ShopCard[] {
  return asList(data)
    .filter(isShown)
    .sort((a, b) => numberOf(a.order) - numberOf(b.order) || numberOf(a.id) - numberOf(b.id))
    .slice(0, SHOP_LIMIT)
    .map((item, position) => {
      const productUrl = text(item.productUrl);
      return {
        key: String(item.id ?? position),
        name: text(item.name) ?? "",
        description: text(item.description) ?? "",
        imageUrl: text(item.imageUrl) ?? null,
        price: text(item.price) ?? "",
        productUrl: productUrl && isHttpUrl(productUrl) ? productUrl : null,
        isNew: item.isNew === true,
      };
    });
}

export const getShopProducts = (signal?: AbortSignal) =>
  readOrDefault<ShopCard[]>(SHOP_PRODUCTS_PATH, () => api["shop-products"].$get({ query: {} }, withSignal(signal)), [], toShopProducts, signal);

export function useShopProducts() {
  return useQuery({ queryKey: [SHOP_PRODUCTS_PATH], queryFn: ({ signal }) => getShopProducts(signal) });
}
