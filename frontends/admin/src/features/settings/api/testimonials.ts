/** @module `/api/testimonials`: GET, POST, PUT, DELETE. */
import { api, unwrap, withSignal, type JsonBody } from "@stringing/ui/api-client";
import { catalogueResource } from "./catalogue-resource.ts";

export const testimonials = catalogueResource("/api/testimonials", {
  list: (signal) => unwrap(api.testimonials.$get({ query: {} }, withSignal(signal))),
  create: (json: JsonBody<typeof api.testimonials.$post>) => unwrap(api.testimonials.$post({ json })),
  update: (id, json) => unwrap(api.testimonials[":id"].$put({ param: { id: String(id) }, json })),
  setVisible: (id, visible) => unwrap(api.testimonials[":id"].$put({ param: { id: String(id) }, json: { visible } })),
  remove: (id) => unwrap(api.testimonials[":id"].$delete({ param: { id: String(id) } })),
});
