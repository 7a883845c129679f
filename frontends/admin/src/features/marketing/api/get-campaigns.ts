/**
 * @module `GET /api/marketing/campaigns`: every campaign, newest first, with
 * how many copies are sent, failed and still pending. Asked again every few
 * seconds while any campaign is still sending, and not otherwise.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export type CampaignRow = Answer<typeof api.marketing.campaigns.$get>[number];

export const CAMPAIGNS_QUERY_KEY = ["/api/marketing/campaigns"] as const;
/** How often the list is refreshed while a campaign is sending. */
export const CAMPAIGNS_REFRESH_MS = 2000;

export const getCampaigns = (signal?: AbortSignal) => unwrap(api.marketing.campaigns.$get(undefined, withSignal(signal)));

export const isSending = (campaigns: readonly CampaignRow[] | undefined): boolean => !!campaigns?.some((campaign) => campaign.pending > 0);

export const useCampaigns = () =>
  useQuery({
    queryKey: CAMPAIGNS_QUERY_KEY,
    queryFn: ({ signal }) => getCampaigns(signal),
    refetchInterval: (query) => (isSending(query.state.data) ? CAMPAIGNS_REFRESH_MS : false),
  });

export const invalidateCampaigns = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_QUERY_KEY });
