/** @module `/api/event-images`: GET, POST, PUT, DELETE. */
import type { EventImage } from "@stringing/core/content/event-image";
import { catalogueResource } from "./catalogue-resource.ts";

export type EventImageRow = Omit<EventImage, "updatedAt"> & { updatedAt: string };

export const eventImages = catalogueResource<EventImageRow, Record<string, unknown>>("/api/event-images");
