import { Hono } from "hono";
import { shopProductCreateSchema, shopProductUpdateSchema, type NewShopProduct, type ShopProduct, type ShopProductPatch } from "@stringing/core/content/shop-product";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { listOptions } from "./list-options.ts";

export type ShopProductRoutesDeps = { shopProducts: CatalogueRepository<ShopProduct, NewShopProduct, ShopProductPatch> };

/** /api/shop-products: public list of visible products by order then id; admins add, edit, toggle and delete. */
export const shopProductRoutes = (deps: ShopProductRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => c.json(await deps.shopProducts.list(listOptions(c, c.req.valid("query")))))
    .post("/", requireAdmin, validate("json", shopProductCreateSchema), async (c) => {
      const result = await deps.shopProducts.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", shopProductUpdateSchema), async (c) => {
      const result = await deps.shopProducts.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await deps.shopProducts.delete(c.req.valid("param").id);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Shop product deleted", id: result.value.id });
    });
