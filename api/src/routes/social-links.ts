import { Hono } from "hono";
import { socialLinkCreateSchema, socialLinkUpdateSchema, type NewSocialLink, type SocialLink, type SocialLinkPatch } from "@stringing/core/content/social-link";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

export type SocialLinkRoutesDeps = { socialLinks: CatalogueRepository<SocialLink, NewSocialLink, SocialLinkPatch> };

/** /api/social-links: public list of the footer's visible links by order then id; admins add, edit, toggle and delete. */
export const socialLinkRoutes = (deps: SocialLinkRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await deps.socialLinks.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", socialLinkCreateSchema), async (c) => {
      const result = await deps.socialLinks.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", socialLinkUpdateSchema), async (c) => {
      const result = await deps.socialLinks.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await deps.socialLinks.delete(c.req.valid("param").id);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Social link deleted", id: result.value.id });
    });
