import type { MaterialRule } from "../inventory/materials/material-rule.ts";
import type { MaterialsRepository } from "../inventory/materials/materials.port.ts";
import type { OrderMaterial } from "../inventory/materials/order-materials.ts";
import type { Order } from "../orders/order.ts";
import { type ShelfTables, takenBy } from "./in-memory-shelf.ts";

/** What the repository reads: the orders and the shelf of an order store (InMemoryOrderStore's tables). */
export type MaterialsTables = { orders: readonly Order[]; shelf: ShelfTables };

/**
 * The materials repository over an in-memory order store's shelf. `tables`
 * is read on every call because the store swaps in a new copy of its tables
 * when a transaction commits; a save lands on the committed copy, so one made
 * while a transaction is open would be lost when that one commits (the tests
 * here never overlap them).
 */
export class InMemoryMaterialsRepository implements MaterialsRepository {
  constructor(private readonly tables: () => MaterialsTables) {}

  async rules(): Promise<MaterialRule[]> {
    return this.tables().shelf.rules.map((rule) => ({ ...rule }));
  }

  async saveRules(rules: readonly MaterialRule[]): Promise<{ unknownItems: number[] }> {
    const { shelf } = this.tables();
    const known = new Set(shelf.items.map((item) => item.id));
    const unknownItems = [...new Set(rules.map((rule) => rule.itemId))].filter((id) => !known.has(id));
    if (unknownItems.length) return { unknownItems };
    shelf.rules = rules.map((rule) => ({ ...rule }));
    return { unknownItems: [] };
  }

  async ofOrder(orderId: number): Promise<OrderMaterial[]> {
    return takenBy(this.tables().shelf, orderId);
  }

  async ofOrders(orderIds: readonly number[]): Promise<Map<number, OrderMaterial[]>> {
    const { shelf } = this.tables();
    const byOrder = new Map<number, OrderMaterial[]>();
    for (const orderId of [...new Set(orderIds)].sort((a, b) => a - b)) {
      const taken = takenBy(shelf, orderId);
      if (taken.length) byOrder.set(orderId, taken);
    }
    return byOrder;
  }

  async untakenPendingOrders(limit: number): Promise<Pick<Order, "serviceName" | "additionalRequests">[]> {
    const { orders, shelf } = this.tables();
    const holding = new Set(shelf.taken.filter((row) => !row.returned).map((row) => row.orderId));
    return orders
      .filter((order) => order.status === "pending" && !holding.has(order.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .slice(0, limit)
      .map(({ serviceName, additionalRequests }) => ({ serviceName, additionalRequests }));
  }

  async stockFor(itemIds: readonly number[]) {
    const named = new Set(itemIds);
    return this.tables()
      .shelf.items.filter((item) => named.has(item.id) || item.quantity <= item.threshold)
      .sort((a, b) => a.id - b.id)
      .map(({ id, name, quantity, threshold }) => ({ id, name, quantity, threshold }));
  }
}
