import { Hono } from "hono";
import { contentSectionCreateSchema, contentSectionUpdateSchema, hiddenSectionView } from "@stringing/core/content/content-section";
import { contentSectionChangesSchema, saveContentSections } from "@stringing/core/content/save-content-sections";
import { updateContentSection } from "@stringing/core/content/update-content-section";
import type { ContentRepository } from "@stringing/core/ports/content-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { viewerIsAdmin } from "./list-options.ts";

export type ContentRoutesDeps = { content: ContentRepository };

/**
 * Content sections of the public page. Visitors read one section by name: a
 * hidden one answers 200 with its texts emptied and `visible: false`, so the
 * page can tell "hidden" (show nothing) from "missing" (404, built-in text);
 * admins list, add and edit every section, one at a time or several
 * in one transaction (PUT /sections, an editor card spanning several rows).
 * Nothing is cached, so a save or a visibility switch shows on the next
 * request.
 */
export const contentRoutes = (deps: ContentRoutesDeps) => {
  const updateSection = updateContentSection(deps);
  const saveSections = saveContentSections(deps);
  return (
    new Hono<AppEnv>()
      .get("/", requireAdmin, validate("query", pagingQuerySchema), async (c) => {
        return c.json(await deps.content.list({ ...c.req.valid("query"), includeHidden: true }));
      })
      .post("/", requireAdmin, validate("json", contentSectionCreateSchema), async (c) => {
        const result = await deps.content.create(c.req.valid("json"));
        if (!result.ok) return domainErrorResponse(c, result.error);
        return c.json(result.value, 201);
      })
      // Declared before /:id, which would take "sections" for an id.
      .put("/sections", requireAdmin, validate("json", contentSectionChangesSchema), async (c) => {
        const result = await saveSections(c.req.valid("json").sections);
        if (!result.ok) return domainErrorResponse(c, result.error);
        return c.json(result.value);
      })
      .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", contentSectionUpdateSchema), async (c) => {
        const result = await updateSection(c.req.valid("param").id, c.req.valid("json"));
        if (!result.ok) return domainErrorResponse(c, result.error);
        return c.json(result.value);
      })
      .get("/section/:section", async (c) => {
        const found = await deps.content.findSection(c.req.param("section"));
        if (!found) return c.json({ message: "Content section not found" }, 404);
        return c.json(found.visible || viewerIsAdmin(c) ? found : hiddenSectionView(found));
      })
  );
};
