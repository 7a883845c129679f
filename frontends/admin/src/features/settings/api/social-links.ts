/** @module `/api/social-links`: GET, POST, PUT, DELETE. */
import { api, unwrap, withSignal, type JsonBody } from "@stringing/ui/api-client";
import { catalogueResource } from "./catalogue-resource.ts";

export const socialLinks = catalogueResource("/api/social-links", {
  list: (signal) => unwrap(api["social-links"].$get({ query: {} }, withSignal(signal))),
  create: (json: JsonBody<(typeof api)["social-links"]["$post"]>) => unwrap(api["social-links"].$post({ json })),
  update: (id, json) => unwrap(api["social-links"][":id"].$put({ param: { id: String(id) }, json })),
  setVisible: (id, visible) => unwrap(api["social-links"][":id"].$put({ param: { id: String(id) }, json: { visible } })),
  remove: (id) => unwrap(api["social-links"][":id"].$delete({ param: { id: String(id) } })),
});
