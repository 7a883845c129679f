import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { MaterialRule } from "@stringing/core/inventory/materials/material-rule";
import type { MaterialSteps, TakeRequest } from "@stringing/core/inventory/materials/materials.port";
import { type ItemTake, returnedDescription, usedDescription } from "@stringing/core/inventory/materials/order-materials";
import { putBack, take } from "@stringing/core/inventory/materials/stock-take";
import type { Executor } from "./db.ts";
import { inventory, inventoryHistory, materialRules, orderMaterials } from "./schema/index.ts";

export const readMaterialRules = async (db: Pick<Executor, "select">): Promise<MaterialRule[]> =>
  (await db
    .select({ field: materialRules.field, equals: materialRules.equals, itemId: materialRules.itemId, quantity: materialRules.quantity })
    .from(materialRules)
    .orderBy(asc(materialRules.position))) as MaterialRule[];

/** Locks the items in id order: two takes over the same items queue instead of deadlocking, and the later sees what the earlier left. */
const lockItems = (tx: Executor, ids: readonly number[]) =>
  tx
    .select({ id: inventory.id, name: inventory.name, quantity: inventory.quantity, threshold: inventory.threshold })
    .from(inventory)
    .where(inArray(inventory.id, [...ids]))
    .orderBy(asc(inventory.id))
    .for("update");

/** The shelf's steps of an order change, on the change's transaction (core's MaterialSteps). */
export function materialSteps(tx: Executor): MaterialSteps {
  return {
    materialRules: () => readMaterialRules(tx),

    async takeMaterials({ orderId, needed, actor }: TakeRequest) {
      // The order's row is locked by the change, so no other take of this order runs between this read and the writes.
      const [held] = await tx
        .select({ itemId: orderMaterials.itemId })
        .from(orderMaterials)
        .where(and(eq(orderMaterials.orderId, orderId), isNull(orderMaterials.returnedAt)))
        .limit(1);
      if (held) return null;
      if (!needed.length) return [];
      const items = await lockItems(
        tx,
        needed.map((need) => need.itemId),
      );
      const takes: ItemTake[] = [];
      for (const item of items) {
        const quantity = needed.find((need) => need.itemId === item.id)!.quantity;
        const moved = take(item.quantity, quantity);
        takes.push({
          itemId: item.id,
          name: item.name,
          quantity: moved.taken,
          short: moved.short,
          before: moved.before,
          after: moved.after,
          threshold: item.threshold,
        });
        if (moved.taken > 0) await tx.update(inventory).set({ quantity: moved.after, updatedAt: sql`now()` }).where(eq(inventory.id, item.id));
      }
      if (!takes.length) return takes;
      await tx.insert(inventoryHistory).values(
        takes.map((moved) => ({
          inventoryId: moved.itemId,
          actionType: moved.quantity > 0 ? "remove" : "update",
          description: usedDescription(orderId, moved),
          quantityBefore: moved.before,
          quantityAfter: moved.after,
          actionBy: actor,
          orderId,
        })),
      );
      await tx
        .insert(orderMaterials)
        .values(takes.map((moved) => ({ orderId, itemId: moved.itemId, name: moved.name, quantity: moved.quantity, short: moved.short })))
        // A take put back by a cancellation, started again: the row is taken anew.
        .onConflictDoUpdate({
          target: [orderMaterials.orderId, orderMaterials.itemId],
          set: { name: sql`excluded.name`, quantity: sql`excluded.quantity`, short: sql`excluded.short`, takenAt: sql`now()`, returnedAt: null },
        });
      return takes;
    },

    async returnMaterials(orderId: number, actor: string | null) {
      const held = await tx
        .select()
        .from(orderMaterials)
        .where(and(eq(orderMaterials.orderId, orderId), isNull(orderMaterials.returnedAt)))
        .orderBy(asc(orderMaterials.itemId));
      if (!held.length) return [];
      const items = await lockItems(
        tx,
        held.map((row) => row.itemId),
      );
      const returned: ItemTake[] = [];
      for (const item of items) {
        const row = held.find((candidate) => candidate.itemId === item.id)!;
        if (row.quantity === 0) continue;
        const moved = putBack(item.quantity, row.quantity);
        await tx.update(inventory).set({ quantity: moved.after, updatedAt: sql`now()` }).where(eq(inventory.id, item.id));
        returned.push({
          itemId: item.id,
          name: item.name,
          quantity: row.quantity,
          short: 0,
          before: moved.before,
          after: moved.after,
          threshold: item.threshold,
        });
      }
      if (returned.length)
        await tx.insert(inventoryHistory).values(
          returned.map((moved) => ({
            inventoryId: moved.itemId,
            actionType: "add",
            description: returnedDescription(orderId, moved.quantity, moved.before, moved.after),
            quantityBefore: moved.before,
            quantityAfter: moved.after,
            actionBy: actor,
            orderId,
          })),
        );
      await tx
        .update(orderMaterials)
        .set({ returnedAt: sql`now()` })
        .where(and(eq(orderMaterials.orderId, orderId), isNull(orderMaterials.returnedAt)));
      return returned;
    },
  };
}
