import { Hono } from "hono";
import { featuredItemCreateSchema, featuredItemUpdateSchema, type NewFeaturedItem, type FeaturedItem, type FeaturedItemPatch } from "@stringing/core/content/featured-item";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

export type FeaturedRoutesDeps = { featured: CatalogueRepository<FeaturedItem, NewFeaturedItem, FeaturedItemPatch> };

/** /api/featured: public list of visible featured work; admins add, edit and toggle (the spec offers no delete). */
export const featuredRoutes = (deps: FeaturedRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await deps.featured.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", featuredItemCreateSchema), async (c) => {
      const result = await deps.featured.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", featuredItemUpdateSchema), async (c) => {
      const result = await deps.featured.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    });
