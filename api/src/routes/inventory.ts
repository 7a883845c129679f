/**
 * @module /api/inventory: items, stock views, bulk changes and their history.
 * Admin only. Every change is recorded in the history under the admin's username.
 */
import { Hono, type Context } from "hono";
import { bulkUpdateSchema } from "@stringing/core/inventory/bulk-update";
import { batchImportSchema } from "@stringing/core/inventory/batch-import";
import { parseInventoryCsv } from "@stringing/core/inventory/csv-import";
import { inventoryItemPatchSchema, inventoryItemSchema } from "@stringing/core/inventory/inventory-item";
import { inventoryListQuerySchema } from "@stringing/core/inventory/stock-state";
import type { InventoryRepository } from "@stringing/core/ports/inventory-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type InventoryRoutesDeps = { inventory: InventoryRepository };

const NOT_FOUND = { message: "Inventory item not found" };

/** requireAdmin ran first, so there is a user. */
const actor = (c: Context<AppEnv>) => c.get("user")?.username ?? "unknown";

export const inventoryRoutes = (deps: InventoryRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", requireAdmin, validate("query", inventoryListQuerySchema.extend(pagingQuerySchema.shape)), async (c) => c.json(await deps.inventory.list(c.req.valid("query"))))
    .get("/low", requireAdmin, async (c) => c.json(await deps.inventory.listLow()))
    .get("/summary", requireAdmin, async (c) => c.json(await deps.inventory.summary()))
    .post("/", requireAdmin, validate("json", inventoryItemSchema), async (c) => c.json(await deps.inventory.create(c.req.valid("json"), actor(c)), 201))
    .post("/bulk-update", requireAdmin, validate("json", bulkUpdateSchema), async (c) => c.json({ count: await deps.inventory.bulkUpdate(c.req.valid("json"), actor(c)) }))
    .post("/batch-import", requireAdmin, validate("json", batchImportSchema), async (c) => {
      const parsed = parseInventoryCsv(c.req.valid("json").csvData);
      if (!parsed.ok) return domainErrorResponse(c, parsed.error);
      return c.json({ count: await deps.inventory.importItems(parsed.value, actor(c)) }, 201);
    })
    .get("/:id/history", requireAdmin, validate("param", idParamSchema), async (c) => {
      const history = await deps.inventory.history(c.req.valid("param").id);
      return history ? c.json(history) : c.json(NOT_FOUND, 404);
    })
    .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", inventoryItemPatchSchema), async (c) => {
      const updated = await deps.inventory.update(c.req.valid("param").id, c.req.valid("json"), actor(c));
      return updated ? c.json(updated) : c.json(NOT_FOUND, 404);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const deleted = await deps.inventory.delete(c.req.valid("param").id, actor(c));
      return deleted ? c.json({ message: "Inventory item deleted", id: deleted.id }) : c.json(NOT_FOUND, 404);
    });
