/**
 * @module `GET /api/config/links`: the address every absolute link the
 * product builds uses (the status page in mails, unsubscribe links), and
 * whether it is PUBLIC_URL or the server's own address as a fallback.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const getLinkOrigin = (signal?: AbortSignal) => unwrap(api.config.links.$get(undefined, withSignal(signal)));

// It changes only with the server's environment, at a restart.
export const linkOriginQuery = () => queryOptions({ queryKey: ["/api/config/links"], queryFn: ({ signal }) => getLinkOrigin(signal), staleTime: Infinity });

export const useLinkOrigin = () => useQuery(linkOriginQuery());
