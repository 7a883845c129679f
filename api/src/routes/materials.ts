/**
 * @module GET/PUT /api/materials/rules (admin): which inventory items a
 * service or an option uses and how many (docs/rules/inventory.md,
 * Materials off the shelf). PUT takes the whole list; an unknown item is a
 * 400 naming the rule. GET /api/materials/needs: the To reorder list with
 * what the pending orders not yet started still need (the oldest
 * NEEDS_ORDER_LIMIT of them).
 */
import { Hono } from "hono";
import { materialRulesSchema } from "@stringing/core/inventory/materials/material-rule";
import { materialsNeeded, NEEDS_ORDER_LIMIT, reorderNeeds } from "@stringing/core/inventory/materials/materials-needed";
import type { MaterialsRepository } from "@stringing/core/inventory/materials/materials.port";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type MaterialsRoutesDeps = { materials: MaterialsRepository };

const UNKNOWN_ITEM = "No such inventory item.";

export const materialsRoutes = (deps: MaterialsRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/rules", requireAdmin, async (c) => c.json(await deps.materials.rules()))
    .get("/needs", requireAdmin, async (c) => {
      const [orders, rules] = await Promise.all([deps.materials.untakenPendingOrders(NEEDS_ORDER_LIMIT), deps.materials.rules()]);
      const needed = materialsNeeded(orders, rules);
      const items = await deps.materials.stockFor(needed.map((need) => need.itemId));
      return c.json(reorderNeeds(items, needed));
    })
    .put("/rules", requireAdmin, validate("json", materialRulesSchema), async (c) => {
      const rules = c.req.valid("json");
      const { unknownItems } = await deps.materials.saveRules(rules);
      if (unknownItems.length) {
        const errors: Record<string, string> = {};
        rules.forEach((rule, index) => {
          if (unknownItems.includes(rule.itemId)) errors[`${index}.itemId`] = UNKNOWN_ITEM;
        });
        return c.json({ message: UNKNOWN_ITEM, errors }, 400);
      }
      return c.json(rules);
    });
