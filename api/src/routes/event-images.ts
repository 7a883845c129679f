import { Hono } from "hono";
import { eventImageCreateSchema, eventImageUpdateSchema, type NewEventImage, type EventImage, type EventImagePatch } from "@stringing/core/content/event-image";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

export type EventImageRoutesDeps = { eventImages: CatalogueRepository<EventImage, NewEventImage, EventImagePatch> };

/** /api/event-images: public list of visible images by order then id; admins add, edit, toggle and delete. */
export const eventImageRoutes = (deps: EventImageRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await deps.eventImages.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", eventImageCreateSchema), async (c) => {
      const result = await deps.eventImages.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", eventImageUpdateSchema), async (c) => {
      const result = await deps.eventImages.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await deps.eventImages.delete(c.req.valid("param").id);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Event image deleted", id: result.value.id });
    });
