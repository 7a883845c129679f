/** @module `/api/shop-products`: GET, POST, PUT, DELETE. */
import type { ShopProduct } from "@stringing/core/content/shop-product";
import { catalogueResource } from "./catalogue-resource.ts";

export type ShopProductRow = Omit<ShopProduct, "updatedAt"> & { updatedAt: string };

export const shopProducts = catalogueResource<ShopProductRow, Record<string, unknown>>("/api/shop-products");
