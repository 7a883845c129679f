import { z } from "zod";
import type { ContentRepository } from "../ports/content-repository.port.ts";
import { invalid } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { OBJECT_BODY } from "./field-rules.ts";
import { contentSectionUpdateSchema, missingContentErrors, type ContentSection, type ContentSectionPatch } from "./content-section.ts";
import { updateContentSection } from "./update-content-section.ts";

export const SECTION_REQUIRED = "Section is required";
export const MAX_SECTIONS_PER_SAVE = 50;

/** Body of PUT /api/content/sections: each change names its section and carries the fields it sets. */
export const contentSectionChangesSchema = z.object(
  {
    sections: z
      .array(contentSectionUpdateSchema, { error: "sections must be a list" })
      .min(1, "Nothing to save")
      .max(MAX_SECTIONS_PER_SAVE, `At most ${MAX_SECTIONS_PER_SAVE} sections at once`),
  },
  OBJECT_BODY,
);

/**
 * PUT /api/content/sections: several sections saved at once (one card of
 * the admin's content editor spans several rows), in one transaction, so
 * every change is saved or none is. A change to an existing section is the
 * same partial update as PUT /api/content/{id}; a section that does not
 * exist yet is created (visible unless the change says otherwise). Either
 * is refused when it would leave the section with no title, content or
 * image.
 */
export const saveContentSections =
  (deps: { content: ContentRepository }) =>
  (changes: readonly ContentSectionPatch[]): Promise<Result<ContentSection[]>> =>
    deps.content.inTransaction(async (content) => {
      const update = updateContentSection({ content });
      const saved: ContentSection[] = [];
      for (const { section, ...fields } of changes) {
        if (!section) return err(invalid(SECTION_REQUIRED, { section: SECTION_REQUIRED }));
        const current = await content.findSection(section);
        const result = current ? await update(current.id, fields) : await createSection(content, section, fields);
        if (!result.ok) return result;
        saved.push(result.value);
      }
      return ok(saved);
    });

async function createSection(content: ContentRepository, section: string, fields: Omit<ContentSectionPatch, "section">): Promise<Result<ContentSection>> {
  const errors = missingContentErrors(fields);
  if (errors) return err(invalid(errors.title ?? Object.values(errors).join(" "), errors));
  return content.create({ ...fields, section, visible: fields.visible ?? true });
}
