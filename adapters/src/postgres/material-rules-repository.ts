import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { MaterialRule } from "@stringing/core/inventory/materials/material-rule";
import type { MaterialsRepository } from "@stringing/core/inventory/materials/materials.port";
import type { OrderMaterial } from "@stringing/core/inventory/materials/order-materials";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { readMaterialRules } from "./material-steps.ts";
import { inventory, materialRules, orderMaterials, orders } from "./schema/index.ts";

/**
 * Pending orders holding no take, oldest first. `status = 'pending'` is a
 * literal, not a parameter: statements are prepared (decision record 0021)
 * and a literal keeps a generic plan on an index of pending orders (today
 * orders_status_idx; the partial orders_awaiting_arrival_idx covers only the
 * unreceived ones, see workshop-orders-repository.ts), never the whole table.
 */
export const untakenPendingOrdersQuery = (db: Executor, limit: number) => {
  const heldTake = db
    .select({ one: sql`1` })
    .from(orderMaterials)
    .where(and(eq(orderMaterials.orderId, orders.id), isNull(orderMaterials.returnedAt)));
  return db
    .select({ serviceName: orders.serviceName, additionalRequests: orders.additionalRequests })
    .from(orders)
    .where(and(sql`${orders.status} = 'pending'`, sql`not exists ${heldTake}`))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
};

/** The owner's materials rules and each order's take, read and saved outside an order change. */
export class PostgresMaterialsRepository implements MaterialsRepository {
  constructor(private readonly db: Executor) {}

  rules() {
    return readMaterialRules(this.db);
  }

  /** The whole list replaced; the items are locked (`for key share`) so none is deleted between the check and the insert. */
  saveRules(rules: readonly MaterialRule[]) {
    return this.db.transaction(async (tx) => {
      // Two saves at once queue here, so the second replaces the first's list instead of colliding with it.
      await tx.execute(sql`lock table material_rules in share row exclusive mode`);
      const ids = [...new Set(rules.map((rule) => rule.itemId))];
      const found = ids.length ? await tx.select({ id: inventory.id }).from(inventory).where(inArray(inventory.id, ids)).for("key share") : [];
      const known = new Set(found.map((row) => row.id));
      const unknownItems = ids.filter((id) => !known.has(id));
      if (unknownItems.length) return { unknownItems };
      await tx.delete(materialRules);
      if (rules.length) await tx.insert(materialRules).values(rules.map((rule, position) => ({ ...rule, position })));
      return { unknownItems: [] };
    });
  }

  ofOrder(orderId: number) {
    return this.db
      .select({ itemId: orderMaterials.itemId, name: orderMaterials.name, quantity: orderMaterials.quantity, short: orderMaterials.short })
      .from(orderMaterials)
      .where(and(eq(orderMaterials.orderId, orderId), isNull(orderMaterials.returnedAt)))
      .orderBy(asc(orderMaterials.itemId));
  }

  /** One statement for the page's ids (order_materials' key leads with order_id), never one per order. */
  async ofOrders(orderIds: readonly number[]) {
    const byOrder = new Map<number, OrderMaterial[]>();
    if (!orderIds.length) return byOrder;
    const rows = await this.db
      .select({
        orderId: orderMaterials.orderId,
        itemId: orderMaterials.itemId,
        name: orderMaterials.name,
        quantity: orderMaterials.quantity,
        short: orderMaterials.short,
      })
      .from(orderMaterials)
      .where(and(inArray(orderMaterials.orderId, [...new Set(orderIds)]), isNull(orderMaterials.returnedAt)))
      .orderBy(asc(orderMaterials.orderId), asc(orderMaterials.itemId));
    for (const { orderId, ...material } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), material]);
    return byOrder;
  }

  untakenPendingOrders(limit: number) {
    return untakenPendingOrdersQuery(this.db, limit);
  }

  stockFor(itemIds: readonly number[]) {
    const low = lte(inventory.quantity, inventory.threshold);
    return this.db
      .select({ id: inventory.id, name: inventory.name, quantity: inventory.quantity, threshold: inventory.threshold })
      .from(inventory)
      .where(itemIds.length ? or(low, inArray(inventory.id, [...itemIds])) : low)
      .orderBy(asc(inventory.id));
  }
}

translateStorageErrorsOf(PostgresMaterialsRepository);
