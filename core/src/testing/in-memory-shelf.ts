import type { MaterialRule } from "../inventory/materials/material-rule.ts";
import type { MaterialSteps } from "../inventory/materials/materials.port.ts";
import { type ItemTake, type OrderMaterial, returnedDescription, usedDescription } from "../inventory/materials/order-materials.ts";
import { putBack, take } from "../inventory/materials/stock-take.ts";

export type ShelfItem = { id: number; name: string; quantity: number; threshold: number };
export type ShelfHistoryRow = {
  inventoryId: number;
  orderId: number;
  description: string;
  quantityBefore: number;
  quantityAfter: number;
  actionBy: string | null;
};
type TakenRow = OrderMaterial & { orderId: number; returned: boolean };

/** The shelf an order store's transactions take from: items, rules, takes and their history. */
export type ShelfTables = { items: ShelfItem[]; rules: MaterialRule[]; taken: TakenRow[]; history: ShelfHistoryRow[] };

export const emptyShelf = (): ShelfTables => ({ items: [], rules: [], taken: [], history: [] });

export const copyShelf = (shelf: ShelfTables): ShelfTables => ({
  items: shelf.items.map((item) => ({ ...item })),
  rules: shelf.rules.map((rule) => ({ ...rule })),
  taken: shelf.taken.map((row) => ({ ...row })),
  history: [...shelf.history],
});

/** The shelf's steps on a transaction's draft; transactions here run one at a time, which is the items' lock. */
export function inMemoryMaterialSteps(shelf: ShelfTables): MaterialSteps {
  const item = (id: number) => shelf.items.find((candidate) => candidate.id === id);
  return {
    materialRules: async () => shelf.rules.map((rule) => ({ ...rule })),
    takeMaterials: async ({ orderId, needed, actor }) => {
      if (shelf.taken.some((row) => row.orderId === orderId && !row.returned)) return null;
      const takes: ItemTake[] = [];
      for (const need of [...needed].sort((a, b) => a.itemId - b.itemId)) {
        const found = item(need.itemId);
        if (!found) continue;
        const moved = take(found.quantity, need.quantity);
        found.quantity = moved.after;
        const taken = { itemId: found.id, name: found.name, quantity: moved.taken, short: moved.short };
        takes.push({ ...taken, before: moved.before, after: moved.after, threshold: found.threshold });
        shelf.taken = shelf.taken.filter((row) => !(row.orderId === orderId && row.itemId === found.id));
        shelf.taken.push({ ...taken, orderId, returned: false });
        shelf.history.push({
          inventoryId: found.id,
          orderId,
          description: usedDescription(orderId, { ...taken, ...moved }),
          quantityBefore: moved.before,
          quantityAfter: moved.after,
          actionBy: actor,
        });
      }
      return takes;
    },
    returnMaterials: async (orderId, actor) => {
      const returned: ItemTake[] = [];
      for (const row of shelf.taken.filter((candidate) => candidate.orderId === orderId && !candidate.returned).sort((a, b) => a.itemId - b.itemId)) {
        row.returned = true;
        const found = item(row.itemId);
        if (!found || row.quantity === 0) continue;
        const moved = putBack(found.quantity, row.quantity);
        found.quantity = moved.after;
        returned.push({ itemId: found.id, name: found.name, quantity: row.quantity, short: 0, ...moved, threshold: found.threshold });
        shelf.history.push({
          inventoryId: found.id,
          orderId,
          description: returnedDescription(orderId, row.quantity, moved.before, moved.after),
          quantityBefore: moved.before,
          quantityAfter: moved.after,
          actionBy: actor,
        });
      }
      return returned;
    },
  };
}

/** What the order took and has not put back, by item id, as the order's page shows it. */
export const takenBy = (shelf: ShelfTables, orderId: number): OrderMaterial[] =>
  shelf.taken
    .filter((row) => row.orderId === orderId && !row.returned)
    .sort((a, b) => a.itemId - b.itemId)
    .map(({ itemId, name, quantity, short }) => ({ itemId, name, quantity, short }));
