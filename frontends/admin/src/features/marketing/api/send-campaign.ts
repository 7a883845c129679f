/**
 * @module `POST /api/marketing/send-campaign` (admin spec §7): the campaign
 * goes to every subscribed address; the answer says how many it reached.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { CampaignAttachmentPayload } from "../attachments.ts";

export interface CampaignInput {
  subject: string;
  content: string;
  htmlContent?: string | undefined;
  attachments: CampaignAttachmentPayload[];
}

export const sendCampaign = (campaign: CampaignInput) => unwrap(api.marketing["send-campaign"].$post({ json: campaign }));

export type CampaignResult = Awaited<ReturnType<typeof sendCampaign>>;

export const useSendCampaign = () => useMutation({ mutationFn: sendCampaign });

/** "Sent to 3 subscribers", "Sent to 2 of 3 subscribers (1 failed)", "No subscribers to send to". */
export function describeCampaignResult({ recipientCount, failedCount }: CampaignResult): string {
  if (recipientCount === 0) return "There are no subscribers to send to yet.";
  const noun = recipientCount === 1 ? "subscriber" : "subscribers";
  if (failedCount === 0) return `Sent to ${recipientCount} ${noun}.`;
  return `Sent to ${recipientCount - failedCount} of ${recipientCount} ${noun} (${failedCount} failed).`;
}
