import { Hono } from "hono";
import { testimonialCreateSchema, testimonialUpdateSchema, type NewTestimonial, type Testimonial, type TestimonialPatch } from "@stringing/core/content/testimonial";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

export type TestimonialRoutesDeps = { testimonials: CatalogueRepository<Testimonial, NewTestimonial, TestimonialPatch> };

/** /api/testimonials: public list of visible ones; admins add, edit, toggle and delete. */
export const testimonialRoutes = (deps: TestimonialRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await deps.testimonials.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", testimonialCreateSchema), async (c) => {
      const result = await deps.testimonials.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", testimonialUpdateSchema), async (c) => {
      const result = await deps.testimonials.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await deps.testimonials.delete(c.req.valid("param").id);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Testimonial deleted", id: result.value.id });
    });
