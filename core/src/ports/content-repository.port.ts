import type { ContentSection, ContentSectionPatch, NewContentSection } from "../content/content-section.ts";
import type { CatalogueRepository } from "./catalogue-repository.port.ts";

export interface ContentRepository extends CatalogueRepository<ContentSection, NewContentSection, ContentSectionPatch> {
  findSection(section: string): Promise<ContentSection | null>;
}
