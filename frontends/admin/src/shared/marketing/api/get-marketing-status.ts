/**
 * @module `GET /api/marketing/status` → `{configured, senderEmail, provider, …}`:
 * the same answer as Settings' `GET /api/config/mail` (the secret is never returned).
 */
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const MARKETING_STATUS_QUERY_KEY = ["/api/marketing/status"] as const;

export const getMarketingStatus = (signal?: AbortSignal) => unwrap(api.marketing.status.$get(undefined, withSignal(signal)));

export type EmailServiceStatus = Awaited<ReturnType<typeof getMarketingStatus>>;

export const useMarketingStatus = () => useQuery({ queryKey: MARKETING_STATUS_QUERY_KEY, queryFn: ({ signal }) => getMarketingStatus(signal) });

/** After any mail setting changes: both screens read the server's one answer again. */
export const invalidateMailStatus = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: MARKETING_STATUS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ["/api/config/mail"] })]);
