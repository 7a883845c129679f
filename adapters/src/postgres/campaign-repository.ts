import type { CampaignRepository } from "@stringing/core/ports/campaign-repository.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { campaigns } from "./schema/index.ts";

export class PostgresCampaignRepository implements CampaignRepository {
  constructor(private readonly db: Executor) {}

  async record(campaign: { subject: string; recipientCount: number; failedCount: number }) {
    const [row] = await this.db.insert(campaigns).values(campaign).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }
}

translateStorageErrorsOf(PostgresCampaignRepository);
