/**
 * @module `GET /api/event-images` (docs/rules/public-site.md, Reads and defaults): the visible event
 * photos sorted by order; the built-in ones on failure.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { defaultEventImages } from "@stringing/core/content/site-defaults";
import { asList, isShown, readOrDefault, text } from "../../../lib/read-or-default.ts";

export interface EventSlide {
  key: string;
  title: string;
  description: string;
  imageUrl: string;
}

export const EVENT_IMAGES_PATH = "/api/event-images";

export const EVENT_DEFAULTS: EventSlide[] = defaultEventImages.map(({ title, description, imageUrl }) => ({ key: title, title, description, imageUrl }));

const orderOf = (item: Record<string, unknown>) => (typeof item.order === "number" ? item.order : 0);
const idOf = (item: Record<string, unknown>) => (typeof item.id === "number" ? item.id : 0);

export function toEventSlides(data: unknown): EventSlide[] {
  return asList(data)
    .filter(isShown)
    .filter((item) => text(item.imageUrl))
    .sort((a, b) => orderOf(a) - orderOf(b) || idOf(a) - idOf(b))
    .map((item, position) => ({
      key: String(item.id ?? position),
      title: text(item.title) ?? "",
      description: text(item.description) ?? "",
      imageUrl: text(item.imageUrl)!,
    }));
}

export const getEventImages = (signal?: AbortSignal) =>
  readOrDefault(EVENT_IMAGES_PATH, () => api["event-images"].$get({ query: {} }, withSignal(signal)), EVENT_DEFAULTS, toEventSlides, signal);

export function useEventImages() {
  return useQuery({ queryKey: [EVENT_IMAGES_PATH], queryFn: ({ signal }) => getEventImages(signal) });
}
