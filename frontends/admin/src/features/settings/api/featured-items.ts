/** @module `/api/featured`: GET, POST, PUT (no delete). */
import { api, unwrap, withSignal, type JsonBody } from "@stringing/ui/api-client";
import { catalogueResource } from "./catalogue-resource.ts";

export const featuredItems = catalogueResource("/api/featured", {
  list: (signal) => unwrap(api.featured.$get({ query: {} }, withSignal(signal))),
  create: (json: JsonBody<typeof api.featured.$post>) => unwrap(api.featured.$post({ json })),
  update: (id, json) => unwrap(api.featured[":id"].$put({ param: { id: String(id) }, json })),
  setVisible: (id, visible) => unwrap(api.featured[":id"].$put({ param: { id: String(id) }, json: { visible } })),
});
