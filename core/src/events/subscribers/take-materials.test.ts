import { describe, expect, it } from "vitest";
import type { OrderStatus } from "../../orders/order-status.ts";
import { InMemoryOrderStore } from "../../testing/in-memory-orders.ts";
import { takenBy } from "../../testing/in-memory-shelf.ts";
import { storedOrder } from "../../testing/stored-order-fixture.ts";

/** The subscriber over the fake store, as a status change's transaction runs it. */
function shop() {
  const store = new InMemoryOrderStore();
  store.tables.shelf.items.push({ id: 1, name: "Hero 3.0 mesh", quantity: 2, threshold: 1 });
  store.tables.shelf.rules = [{ field: "serviceName", equals: "mesh pocket", itemId: 1, quantity: 1 }];
  for (const id of [10, 11, 12]) store.tables.orders.push(storedOrder({ id, trackingToken: String(id).padStart(64, "0") }));
  const move = (orderId: number, from: OrderStatus, to: OrderStatus) =>
    store.updates.inTransaction(async (unit) => {
      await unit.lockOrder(orderId);
      await unit.updateOrder(orderId, { status: to });
      unit.record({ type: "order.status_changed", orderId, actor: "owner", by: "admin", from, to });
    });
  const stock = () => store.tables.shelf.items[0]!.quantity;
  const lowStockJobs = () => [...store.jobs.store.jobs.values()].filter((job) => job.name === "low-stock-mail").map((job) => job.payload);
  return { store, move, stock, lowStockJobs };
}

describe("takeMaterials, the subscriber", () => {
  it("takes on the start, not again back and forth, puts back on cancel", async () => {
    const { store, move, stock } = shop();
    await move(10, "pending", "in_progress");
    expect(stock()).toBe(1);
    await move(10, "in_progress", "pending");
    await move(10, "pending", "in_progress");
    expect(stock()).toBe(1);
    expect(takenBy(store.tables.shelf, 10)).toEqual([{ itemId: 1, name: "Hero 3.0 mesh", quantity: 1, short: 0 }]);
    await move(10, "in_progress", "cancelled");
    expect(stock()).toBe(2);
    expect(takenBy(store.tables.shelf, 10)).toEqual([]);
  });

  it("queues one low-stock mail per crossing, not one per order", async () => {
    const { move, stock, lowStockJobs } = shop();
    await move(10, "pending", "in_progress");
    await move(11, "pending", "in_progress");
    await move(12, "pending", "in_progress");
    expect(stock()).toBe(0);
    expect(lowStockJobs()).toEqual([expect.objectContaining({ itemId: 1, name: "Hero 3.0 mesh", quantity: 1, threshold: 1, orderId: 10 })]);
  });
});
