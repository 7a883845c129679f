import type { ContentRepository } from "../ports/content-repository.port.ts";
import { invalid, notFound } from "../shared/errors.ts";
import { err, type Result } from "../shared/result.ts";
import { missingContentErrors, type ContentSection, type ContentSectionPatch } from "./content-section.ts";

/**
 * PUT /api/content/{id}: a partial update, refused only when it would leave
 * the section with no title, content or image (see missingContentErrors).
 */
export const updateContentSection =
  (deps: { content: ContentRepository }) =>
  async (id: number, patch: ContentSectionPatch): Promise<Result<ContentSection>> => {
    const current = await deps.content.findById(id);
    if (!current) return err(notFound("Content section"));
    const errors = missingContentErrors({ ...current, ...definedFields(patch) });
    if (errors) return err(invalid(Object.values(errors)[0]!, errors));
    return deps.content.update(id, patch);
  };

const definedFields = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
