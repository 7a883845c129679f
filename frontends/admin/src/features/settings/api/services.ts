/** @module `/api/services`: GET, POST, PUT (no delete). */
import type { Service } from "@stringing/core/content/service";
import { catalogueResource } from "./catalogue-resource.ts";

export type ServiceRow = Omit<Service, "updatedAt"> & { updatedAt: string };

export const services = catalogueResource<ServiceRow, Record<string, unknown>>("/api/services");
