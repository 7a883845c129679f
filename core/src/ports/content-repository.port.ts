import type { ContentSection, ContentSectionPatch, NewContentSection } from "../content/content-section.ts";
import type { Result } from "../shared/result.ts";
import type { CatalogueRepository } from "./catalogue-repository.port.ts";

export interface ContentRepository extends CatalogueRepository<ContentSection, NewContentSection, ContentSectionPatch> {
  findSection(section: string): Promise<ContentSection | null>;
  /** Several sections in one read, in the order asked: null for each that does not exist. */
  findSections(sections: readonly string[]): Promise<(ContentSection | null)[]>;
  /**
   * Runs the work on a repository bound to one transaction: its writes all
   * happen, or none do when the work answers a failed Result (or throws).
   */
  inTransaction<T>(work: (content: ContentRepository) => Promise<Result<T>>): Promise<Result<T>>;
}
