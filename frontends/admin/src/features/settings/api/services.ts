/** @module `/api/services`: GET, POST, PUT (no delete). */
import { api, unwrap, withSignal, type JsonBody } from "@stringing/ui/api-client";
import { catalogueResource } from "./catalogue-resource.ts";

export const services = catalogueResource("/api/services", {
  list: (signal) => unwrap(api.services.$get({ query: {} }, withSignal(signal))),
  create: (json: JsonBody<typeof api.services.$post>) => unwrap(api.services.$post({ json })),
  update: (id, json) => unwrap(api.services[":id"].$put({ param: { id: String(id) }, json })),
  setVisible: (id, visible) => unwrap(api.services[":id"].$put({ param: { id: String(id) }, json: { visible } })),
});
