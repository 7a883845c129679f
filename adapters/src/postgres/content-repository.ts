import { eq } from "drizzle-orm";
import type { Executor } from "./db.ts";
import { websiteContent } from "./schema/index.ts";

export type ContentSectionRow = typeof websiteContent.$inferSelect;

export class PostgresContentRepository {
  constructor(private readonly db: Executor) {}

  async findSection(section: string): Promise<ContentSectionRow | null> {
    const [row] = await this.db.select().from(websiteContent).where(eq(websiteContent.section, section));
    return row ?? null;
  }
}
