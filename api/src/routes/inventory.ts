/**
 * @module /api/inventory: items, stock views, bulk changes and their history.
 * Admin only. Every change is recorded in the history under the admin's username.
 */
import { Hono, type Context } from "hono";
import { bulkUpdateCategory } from "@stringing/core/inventory/bulk-update-category";
import { bulkUpdateSchema } from "@stringing/core/inventory/bulk-update";
import { batchImportSchema } from "@stringing/core/inventory/batch-import";
import { createInventoryItem } from "@stringing/core/inventory/create-inventory-item";
import { deleteInventoryItem } from "@stringing/core/inventory/delete-inventory-item";
import { importInventoryCsv } from "@stringing/core/inventory/import-inventory-csv";
import { inventoryItemPatchSchema, inventoryItemSchema } from "@stringing/core/inventory/inventory-item";
import { inventoryListQuerySchema } from "@stringing/core/inventory/stock-state";
import { updateInventoryItem } from "@stringing/core/inventory/update-inventory-item";
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

export const inventoryRoutes = (deps: InventoryRoutesDeps) => {
  const create = createInventoryItem(deps);
  const update = updateInventoryItem(deps);
  const remove = deleteInventoryItem(deps);
  const bulkUpdate = bulkUpdateCategory(deps);
  const importCsv = importInventoryCsv(deps);
  return new Hono<AppEnv>()
    .get("/", requireAdmin, validate("query", inventoryListQuerySchema.extend(pagingQuerySchema.shape)), async (c) =>
      c.json(await deps.inventory.list(c.req.valid("query"))),
    )
    .get("/low", requireAdmin, async (c) => c.json(await deps.inventory.listLow()))
    .get("/summary", requireAdmin, async (c) => c.json(await deps.inventory.summary()))
    .post("/", requireAdmin, validate("json", inventoryItemSchema), async (c) => c.json(await create(c.req.valid("json"), actor(c)), 201))
    .post("/bulk-update", requireAdmin, validate("json", bulkUpdateSchema), async (c) => c.json({ count: await bulkUpdate(c.req.valid("json"), actor(c)) }))
    .post("/batch-import", requireAdmin, validate("json", batchImportSchema), async (c) => {
      const imported = await importCsv(c.req.valid("json").csvData, actor(c));
      if (!imported.ok) return domainErrorResponse(c, imported.error);
      return c.json({ count: imported.value }, 201);
    })
    .get("/:id/history", requireAdmin, validate("param", idParamSchema), async (c) => {
      const history = await deps.inventory.history(c.req.valid("param").id);
      return history ? c.json(history) : c.json(NOT_FOUND, 404);
    })
    .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", inventoryItemPatchSchema), async (c) => {
      const updated = await update(c.req.valid("param").id, c.req.valid("json"), actor(c));
      return updated.ok ? c.json(updated.value) : domainErrorResponse(c, updated.error);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const deleted = await remove(c.req.valid("param").id, actor(c));
      return deleted.ok ? c.json({ message: "Inventory item deleted", id: deleted.value.id }) : domainErrorResponse(c, deleted.error);
    });
};
