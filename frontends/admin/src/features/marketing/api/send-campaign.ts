/**
 * @module `POST /api/marketing/send-campaign`
 * (docs/rules/mail.md, Campaigns): the campaign is queued for every subscribed address
 * and answered at once with `202 {campaignId, recipientCount}`; the
 * campaign list then shows it going out.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { CampaignAttachmentPayload } from "../attachments.ts";
import { invalidateCampaigns } from "./get-campaigns.ts";

export interface CampaignInput {
  subject: string;
  content: string;
  htmlContent?: string | undefined;
  attachments: CampaignAttachmentPayload[];
}

export const sendCampaign = (campaign: CampaignInput) => unwrap(api.marketing["send-campaign"].$post({ json: campaign }));

export type CampaignResult = Awaited<ReturnType<typeof sendCampaign>>;

export const useSendCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
};

/** "Queued for 3 subscribers.", or that there is nobody to send to. */
export function describeCampaignResult({ recipientCount }: Pick<CampaignResult, "recipientCount">): string {
  if (recipientCount === 0) return "There are no subscribers to send to yet.";
  return `Queued for ${recipientCount} ${recipientCount === 1 ? "subscriber" : "subscribers"}. It is sent in the background; the campaign list shows its progress.`;
}
