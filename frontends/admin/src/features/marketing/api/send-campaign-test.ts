/**
 * @module `POST /api/marketing/test-campaign`: one copy of the campaign to
 * the owner's address, through the provider in use. A 502 carries the
 * provider's reason as its message.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { CampaignInput } from "./send-campaign.ts";

export const sendCampaignTest = (campaign: CampaignInput) => unwrap(api.marketing["test-campaign"].$post({ json: campaign }));

export const useSendCampaignTest = () => useMutation({ mutationFn: sendCampaignTest });
