import { expect, it } from "vitest";
import type { MaterialRule } from "../../inventory/materials/material-rule.ts";
import type { OrderMaterial } from "../../inventory/materials/order-materials.ts";
import type { OrderStore } from "../../ports/order-updates.port.ts";
import { type FreshFactory, useFresh } from "./fresh-subject.ts";

/** An order store with a shelf, and what a test reads back. */
export type MaterialStepsSubject = {
  store: OrderStore;
  /** Stores a pending order; its id. */
  newOrder(): Promise<number>;
  addItem(item: { name: string; quantity: number; threshold: number }): Promise<number>;
  saveRules(rules: MaterialRule[]): Promise<void>;
  quantity(itemId: number): Promise<number>;
  /** The item's history rows written by takes and returns, oldest first. */
  history(itemId: number): Promise<{ orderId: number | null; quantityBefore: number | null; quantityAfter: number | null; description: string }[]>;
  /** What the order took and has not put back. */
  taken(orderId: number): Promise<OrderMaterial[]>;
};

/** Materials off the shelf (docs/rules/inventory.md), as every order store keeps them: in the order change's transaction. */
export function materialStepsContract(open: FreshFactory<MaterialStepsSubject>): void {
  const subject = useFresh(open);

  const takeFor = (orderId: number, needed: { itemId: number; quantity: number }[]) =>
    subject().store.transaction(async (tx) => {
      await tx.lockOrder(orderId);
      return tx.takeMaterials({ orderId, needed, actor: "owner" });
    });
  const returnFor = (orderId: number) =>
    subject().store.transaction(async (tx) => {
      await tx.lockOrder(orderId);
      return tx.returnMaterials(orderId, "owner");
    });

  it("reads the rules saved, in order", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 3, threshold: 1 });
    const rules: MaterialRule[] = [
      { field: "serviceName", equals: "Mesh Pocket", itemId: mesh, quantity: 1 },
      { field: "meshOption", equals: "Hero 3.0", itemId: mesh, quantity: 2 },
    ];
    await subject().saveRules(rules);
    expect(await subject().store.transaction((tx) => tx.materialRules())).toEqual(rules);
  });

  it("takes what is needed once, with a history row naming the order, and puts it back once", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 3, threshold: 1 });
    const strings = await subject().addItem({ name: "Shooter string", quantity: 1, threshold: 1 });
    const order = await subject().newOrder();
    const takes = await takeFor(order, [
      { itemId: mesh, quantity: 1 },
      { itemId: strings, quantity: 2 },
    ]);
    expect(takes).toEqual([
      { itemId: mesh, name: "Hero 3.0 mesh", quantity: 1, short: 0, before: 3, after: 2, threshold: 1 },
      { itemId: strings, name: "Shooter string", quantity: 1, short: 1, before: 1, after: 0, threshold: 1 },
    ]);
    expect(await subject().quantity(mesh)).toBe(2);
    expect(await subject().quantity(strings)).toBe(0);
    expect(await subject().taken(order)).toEqual([
      { itemId: mesh, name: "Hero 3.0 mesh", quantity: 1, short: 0 },
      { itemId: strings, name: "Shooter string", quantity: 1, short: 1 },
    ]);
    expect(await subject().history(mesh)).toEqual([{ orderId: order, quantityBefore: 3, quantityAfter: 2, description: `Used 1 for order #${order} (3 → 2)` }]);

    expect(await takeFor(order, [{ itemId: mesh, quantity: 1 }])).toBeNull();
    expect(await subject().quantity(mesh)).toBe(2);

    const back = await returnFor(order);
    expect(back.map((moved) => [moved.itemId, moved.quantity, moved.after])).toEqual([
      [mesh, 1, 3],
      [strings, 1, 1],
    ]);
    expect(await subject().quantity(mesh)).toBe(3);
    expect(await subject().taken(order)).toEqual([]);
    expect((await subject().history(mesh)).at(-1)).toEqual({
      orderId: order,
      quantityBefore: 2,
      quantityAfter: 3,
      description: `Returned 1 from cancelled order #${order} (2 → 3)`,
    });
    expect(await returnFor(order)).toEqual([]);
    expect(await subject().quantity(mesh)).toBe(3);
  });

  it("a take that fails rolls back with its transaction", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 3, threshold: 1 });
    const order = await subject().newOrder();
    await expect(
      subject().store.transaction(async (tx) => {
        await tx.lockOrder(order);
        await tx.takeMaterials({ orderId: order, needed: [{ itemId: mesh, quantity: 1 }], actor: "owner" });
        throw new Error("the status change failed");
      }),
    ).rejects.toThrow("the status change failed");
    expect(await subject().quantity(mesh)).toBe(3);
    expect(await subject().taken(order)).toEqual([]);
    expect(await subject().history(mesh)).toEqual([]);
  });

  it("two orders started at once on the last piece: one gets it, the other is short, the stock never below 0", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 1, threshold: 1 });
    const first = await subject().newOrder();
    const second = await subject().newOrder();
    await Promise.all([takeFor(first, [{ itemId: mesh, quantity: 1 }]), takeFor(second, [{ itemId: mesh, quantity: 1 }])]);
    expect(await subject().quantity(mesh)).toBe(0);
    const shorts = [...(await subject().taken(first)), ...(await subject().taken(second))].map((row) => [row.quantity, row.short]).sort();
    expect(shorts).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });
}
