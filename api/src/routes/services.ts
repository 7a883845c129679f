import { Hono } from "hono";
import { serviceCreateSchema, serviceUpdateSchema, type NewService, type Service, type ServicePatch } from "@stringing/core/content/service";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

export type ServiceRoutesDeps = { services: CatalogueRepository<Service, NewService, ServicePatch> };

/** /api/services: public list of visible services; admins add, edit and toggle (the spec offers no delete). */
export const serviceRoutes = (deps: ServiceRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await deps.services.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", serviceCreateSchema), async (c) => {
      const result = await deps.services.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", serviceUpdateSchema), async (c) => {
      const result = await deps.services.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    });
