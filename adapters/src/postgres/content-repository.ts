import { eq } from "drizzle-orm";
import type { ContentRepository } from "@stringing/core/ports/content-repository.port";
import type { Executor } from "./db.ts";
import { websiteContent } from "./schema/index.ts";

export class PostgresContentRepository implements ContentRepository {
  constructor(private readonly db: Executor) {}

  async findSection(section: string) {
    const [row] = await this.db.select().from(websiteContent).where(eq(websiteContent.section, section));
    return row ?? null;
  }
}
