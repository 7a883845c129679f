/** @module `/api/testimonials`: GET, POST, PUT, DELETE. */
import type { Testimonial } from "@stringing/core/content/testimonial";
import { catalogueResource } from "./catalogue-resource.ts";

export type TestimonialRow = Omit<Testimonial, "updatedAt"> & { updatedAt: string };

export const testimonials = catalogueResource<TestimonialRow, Record<string, unknown>>("/api/testimonials");
