/** @module `/api/shop-products`: GET, POST, PUT, DELETE. */
import { api, unwrap, withSignal, type JsonBody } from "@stringing/ui/api-client";
import { catalogueResource } from "./catalogue-resource.ts";

export const shopProducts = catalogueResource("/api/shop-products", {
  list: (signal) => unwrap(api["shop-products"].$get({ query: {} }, withSignal(signal))),
  create: (json: JsonBody<(typeof api)["shop-products"]["$post"]>) => unwrap(api["shop-products"].$post({ json })),
  update: (id, json) => unwrap(api["shop-products"][":id"].$put({ param: { id: String(id) }, json })),
  setVisible: (id, visible) => unwrap(api["shop-products"][":id"].$put({ param: { id: String(id) }, json: { visible } })),
  remove: (id) => unwrap(api["shop-products"][":id"].$delete({ param: { id: String(id) } })),
});
