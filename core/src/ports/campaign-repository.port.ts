export type CampaignRecord = { id: number; subject: string; recipientCount: number; failedCount: number; createdAt: Date };

/** Sent campaigns, one row each. */
export interface CampaignRepository {
  record(campaign: { subject: string; recipientCount: number; failedCount: number }): Promise<CampaignRecord>;
}
