/** @module `/api/featured`: GET, POST, PUT (no delete). */
import type { FeaturedItem } from "@stringing/core/content/featured-item";
import { catalogueResource } from "./catalogue-resource.ts";

export type FeaturedItemRow = Omit<FeaturedItem, "updatedAt"> & { updatedAt: string };

export const featuredItems = catalogueResource<FeaturedItemRow, Record<string, unknown>>("/api/featured");
