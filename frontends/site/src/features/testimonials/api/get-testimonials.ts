/**
 * @module `GET /api/testimonials` (docs/rules/public-site.md, Reads and defaults): the visible
 * testimonials; the single built-in one on failure.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { defaultTestimonial } from "@stringing/core/content/site-defaults";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export interface TestimonialCard {
  key: string;
  name: string;
  position: string | null;
  company: string | null;
  content: string;
  rating: number;
  imageUrl: string | null;
}

export const TESTIMONIALS_PATH = "/api/testimonials";

export const TESTIMONIAL_DEFAULTS: TestimonialCard[] = [{ key: "default", ...defaultTestimonial }];

const ratingOf = (value: unknown) => (typeof value === "number" && value >= 1 && value <= 5 ? Math.round(value) : 5);

export function toTestimonials(data: unknown): TestimonialCard[] {
  return asList(data)
    .filter(isShown)
    .filter((item) => text(item.content))
    .map((item, position) => ({
      key: String(item.id ?? position),
      name: text(item.name) ?? "",
      position: text(item.position) ?? null,
      company: text(item.company) ?? null,
      content: text(item.content)!,
      rating: ratingOf(item.rating),
      imageUrl: text(item.imageUrl) ?? null,
    }));
}

export const getTestimonials = (signal?: AbortSignal) =>
  readOrDefault(TESTIMONIALS_PATH, () => api.testimonials.$get({ query: {} }, withSignal(signal)), TESTIMONIAL_DEFAULTS, toTestimonials, signal);

export function useTestimonials() {
  return useQuery({ queryKey: [TESTIMONIALS_PATH], queryFn: ({ signal }) => getTestimonials(signal) });
}
