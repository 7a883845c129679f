/**
 * @module `POST /api/marketing/preview`: the campaign rendered in the shop's
 * branded template, exactly as the send renders it, and how many
 * subscribers it would reach now. Nothing is sent or stored.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { CampaignInput } from "./send-campaign.ts";

export const previewCampaign = (campaign: CampaignInput) => unwrap(api.marketing.preview.$post({ json: campaign }));

export type CampaignPreview = Awaited<ReturnType<typeof previewCampaign>>;

export const usePreviewCampaign = () => useMutation({ mutationFn: previewCampaign });
