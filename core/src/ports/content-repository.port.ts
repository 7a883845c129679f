import type { ContentSection } from "../content/content-section.ts";

export interface ContentRepository {
  findSection(section: string): Promise<ContentSection | null>;
}
