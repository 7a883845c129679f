import { Hono } from "hono";
import type { output, ZodType } from "zod";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

/**
 * Generic over the schemas themselves (not only their outputs), so the typed
 * client sees each list's own request body, and over the item, so it sees
 * each list's own answer.
 */
export type CatalogueRoutesOptions<Item, CreateSchema extends ZodType, UpdateSchema extends ZodType> = {
  repository: CatalogueRepository<Item, output<CreateSchema>, output<UpdateSchema>>;
  createSchema: CreateSchema;
  /** Partial: a visibility switch sends only `{visible}`. */
  updateSchema: UpdateSchema;
  /** "Event image": names the item in a delete answer. */
  noun: string;
};

/**
 * The routes every list of site content shares (testimonials, services,
 * featured work, event images, social links, shop products): a public list
 * (visible items only for visitors), and admin create and partial update.
 */
export const editableCatalogueRoutes = <Item, CreateSchema extends ZodType, UpdateSchema extends ZodType>(
  options: CatalogueRoutesOptions<Item, CreateSchema, UpdateSchema>,
) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await options.repository.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", options.createSchema), async (c) => {
      const result = await options.repository.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", options.updateSchema), async (c) => {
      const result = await options.repository.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    });

/** The same, plus an admin delete (docs/rules/content.md: services and featured items are never deleted). */
export const deletableCatalogueRoutes = <Item, CreateSchema extends ZodType, UpdateSchema extends ZodType>(
  options: CatalogueRoutesOptions<Item, CreateSchema, UpdateSchema>,
) =>
  editableCatalogueRoutes(options).delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
    const result = await options.repository.delete(c.req.valid("param").id);
    if (!result.ok) return domainErrorResponse(c, result.error);
    return c.json({ message: `${options.noun} deleted`, id: c.req.valid("param").id });
  });
