/** @module `/api/event-images`: GET, POST, PUT, DELETE. */
import { api, unwrap, withSignal, type JsonBody } from "@stringing/ui/api-client";
import { catalogueResource } from "./catalogue-resource.ts";

export const eventImages = catalogueResource("/api/event-images", {
  list: (signal) => unwrap(api["event-images"].$get({ query: {} }, withSignal(signal))),
  create: (json: JsonBody<(typeof api)["event-images"]["$post"]>) => unwrap(api["event-images"].$post({ json })),
  update: (id, json) => unwrap(api["event-images"][":id"].$put({ param: { id: String(id) }, json })),
  setVisible: (id, visible) => unwrap(api["event-images"][":id"].$put({ param: { id: String(id) }, json: { visible } })),
  remove: (id) => unwrap(api["event-images"][":id"].$delete({ param: { id: String(id) } })),
});
