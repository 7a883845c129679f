/** @module `GET /api/marketing/status` → `{configured, senderEmail}` (the secret is never returned). */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";

export interface EmailServiceStatus {
  configured: boolean;
  senderEmail: string | null;
}

export const MARKETING_STATUS_QUERY_KEY = ["/api/marketing/status"] as const;

export const getMarketingStatus = (signal?: AbortSignal) =>
  fetchJson<EmailServiceStatus>("/api/marketing/status", signal ? { signal } : {});

export const useMarketingStatus = () =>
  useQuery({ queryKey: MARKETING_STATUS_QUERY_KEY, queryFn: ({ signal }) => getMarketingStatus(signal) });
