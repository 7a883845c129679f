/** @module GET /api/services: the services' names, the values a materials rule on the service can match. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const getServiceNames = async (signal?: AbortSignal) =>
  (await unwrap(api.services.$get({ query: {} }, withSignal(signal)))).map((service) => service.name);

// Under the services' own path, so the settings screen's changes to services refresh it too.
export const serviceNamesQuery = () => queryOptions({ queryKey: ["/api/services", "names"], queryFn: ({ signal }) => getServiceNames(signal) });

export const useServiceNames = () => useQuery(serviceNamesQuery());
