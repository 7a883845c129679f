import { eq, inArray, TransactionRollbackError } from "drizzle-orm";
import type { ContentSectionPatch, NewContentSection } from "@stringing/core/content/content-section";
import type { ContentRepository } from "@stringing/core/ports/content-repository.port";
import type { Result } from "@stringing/core/shared/result";
import { PostgresCatalogueRepository } from "./catalogue-repository.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { websiteContent } from "./schema/index.ts";

/** The named sections of the public page; a section name is unique. */
export class PostgresContentRepository
  extends PostgresCatalogueRepository<typeof websiteContent, NewContentSection, ContentSectionPatch>
  implements ContentRepository
{
  constructor(db: Executor) {
    super(db, websiteContent, { thing: "Content section", conflictMessage: "A content section with that name already exists" });
  }

  async findSection(section: string) {
    const [row] = await this.db.select().from(websiteContent).where(eq(websiteContent.section, section));
    return row ?? null;
  }

  async findSections(sections: readonly string[]) {
    const rows = await this.db
      .select()
      .from(websiteContent)
      .where(inArray(websiteContent.section, [...sections]));
    return sections.map((section) => rows.find((row) => row.section === section) ?? null);
  }

  async inTransaction<T>(work: (content: ContentRepository) => Promise<Result<T>>): Promise<Result<T>> {
    let refused: Result<T> | undefined;
    try {
      return await this.db.transaction(async (tx) => {
        const result = await work(new PostgresContentRepository(tx));
        if (!result.ok) {
          refused = result;
          tx.rollback();
        }
        return result;
      });
    } catch (error) {
      if (refused && error instanceof TransactionRollbackError) return refused;
      throw error;
    }
  }
}

translateStorageErrorsOf(PostgresContentRepository);
