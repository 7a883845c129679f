import { expect, it } from "vitest";
import type { MaterialRule } from "../../inventory/materials/material-rule.ts";
import type { Needed } from "../../inventory/materials/materials-for.ts";
import type { MaterialsRepository } from "../../inventory/materials/materials.port.ts";
import type { OrderStatus } from "../../orders/order-status.ts";
import { type FreshFactory, useFresh } from "./fresh-subject.ts";

/** A materials repository, and the store around it that a test fills. */
export type MaterialsRepositorySubject = {
  repository: MaterialsRepository;
  addItem(item: { name: string; quantity: number; threshold: number }): Promise<number>;
  /** Stores an order (pending unless said); its id. */
  newOrder(order: { createdAt: Date; status?: OrderStatus; serviceName?: string; additionalRequests?: string | null }): Promise<number>;
  /** Takes `needed` for the order through the order store's transaction, as an order that starts does. */
  take(orderId: number, needed: Needed[]): Promise<void>;
  /** Puts back what the order took, as a cancellation does. */
  putBack(orderId: number): Promise<void>;
};

const day = (n: number) => new Date(Date.UTC(2026, 3, n, 9));

/** The rules screen's and the order pages' reads of the shelf (docs/rules/inventory.md, Materials off the shelf). */
export function materialsRepositoryContract(open: FreshFactory<MaterialsRepositorySubject>): void {
  const subject = useFresh(open);
  const repository = () => subject().repository;

  it("saves the rules whole and reads them back in order; an unknown item saves nothing", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 3, threshold: 1 });
    const strings = await subject().addItem({ name: "Shooter string", quantity: 9, threshold: 2 });
    const rules: MaterialRule[] = [
      { field: "serviceName", equals: "Mesh Pocket", itemId: mesh, quantity: 1 },
      { field: "stringOption", equals: "I need strings", itemId: strings, quantity: 2 },
    ];
    expect(await repository().saveRules(rules)).toEqual({ unknownItems: [] });
    expect(await repository().rules()).toEqual(rules);

    const missing = mesh + strings + 1000;
    expect(await repository().saveRules([rules[0]!, { ...rules[1]!, itemId: missing }, { ...rules[0]!, itemId: missing, equals: "x" }])).toEqual({
      unknownItems: [missing],
    });
    expect(await repository().rules()).toEqual(rules);

    expect(await repository().saveRules([rules[1]!])).toEqual({ unknownItems: [] });
    expect(await repository().rules()).toEqual([rules[1]]);
    expect(await repository().saveRules([])).toEqual({ unknownItems: [] });
    expect(await repository().rules()).toEqual([]);
  });

  it("answers what an order took and has not put back, by item id", async () => {
    const strings = await subject().addItem({ name: "Shooter string", quantity: 1, threshold: 0 });
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 3, threshold: 1 });
    const order = await subject().newOrder({ createdAt: day(1) });
    expect(await repository().ofOrder(order)).toEqual([]);
    await subject().take(order, [
      { itemId: mesh, quantity: 1 },
      { itemId: strings, quantity: 2 },
    ]);
    expect(await repository().ofOrder(order)).toEqual([
      { itemId: strings, name: "Shooter string", quantity: 1, short: 1 },
      { itemId: mesh, name: "Hero 3.0 mesh", quantity: 1, short: 0 },
    ]);
    await subject().putBack(order);
    expect(await repository().ofOrder(order)).toEqual([]);
  });

  it("answers a page of orders' materials at once: only the ids asked, an order holding none absent", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 1, threshold: 0 });
    const strings = await subject().addItem({ name: "Shooter string", quantity: 5, threshold: 0 });
    const first = await subject().newOrder({ createdAt: day(1) });
    const second = await subject().newOrder({ createdAt: day(2) });
    const notAsked = await subject().newOrder({ createdAt: day(3) });
    const untaken = await subject().newOrder({ createdAt: day(4) });
    const returned = await subject().newOrder({ createdAt: day(5) });
    await subject().take(first, [
      { itemId: strings, quantity: 1 },
      { itemId: mesh, quantity: 1 },
    ]);
    await subject().take(second, [{ itemId: mesh, quantity: 1 }]);
    await subject().take(notAsked, [{ itemId: strings, quantity: 1 }]);
    await subject().take(returned, [{ itemId: strings, quantity: 1 }]);
    await subject().putBack(returned);

    const page = await repository().ofOrders([second, first, untaken, returned, first]);
    expect(Object.fromEntries(page)).toEqual({
      [first]: [
        { itemId: mesh, name: "Hero 3.0 mesh", quantity: 1, short: 0 },
        { itemId: strings, name: "Shooter string", quantity: 1, short: 0 },
      ],
      [second]: [{ itemId: mesh, name: "Hero 3.0 mesh", quantity: 0, short: 1 }],
    });
    expect((await repository().ofOrders([])).size).toBe(0);
  });

  it("lists the pending orders holding no take, oldest first, at most the limit", async () => {
    const mesh = await subject().addItem({ name: "Hero 3.0 mesh", quantity: 5, threshold: 0 });
    await subject().newOrder({ createdAt: day(3), serviceName: "Third" });
    await subject().newOrder({ createdAt: day(1), serviceName: "First", additionalRequests: "Head Type: stx surgeon 1000" });
    const taken = await subject().newOrder({ createdAt: day(0), serviceName: "Taken" });
    await subject().take(taken, [{ itemId: mesh, quantity: 1 }]);
    const putBack = await subject().newOrder({ createdAt: day(2), serviceName: "Put back" });
    await subject().take(putBack, [{ itemId: mesh, quantity: 1 }]);
    await subject().putBack(putBack);
    await subject().newOrder({ createdAt: day(0), serviceName: "Started", status: "in_progress" });
    await subject().newOrder({ createdAt: day(0), serviceName: "Cancelled", status: "cancelled" });

    expect(await repository().untakenPendingOrders(10)).toEqual([
      { serviceName: "First", additionalRequests: "Head Type: stx surgeon 1000" },
      { serviceName: "Put back", additionalRequests: null },
      { serviceName: "Third", additionalRequests: null },
    ]);
    expect((await repository().untakenPendingOrders(2)).map((order) => order.serviceName)).toEqual(["First", "Put back"]);
  });

  it("reads the items named and every item at or below its threshold, by id", async () => {
    const plenty = await subject().addItem({ name: "Plenty", quantity: 10, threshold: 2 });
    const atThreshold = await subject().addItem({ name: "At threshold", quantity: 2, threshold: 2 });
    const other = await subject().addItem({ name: "Other", quantity: 10, threshold: 2 });
    const empty = await subject().addItem({ name: "Empty", quantity: 0, threshold: 0 });
    expect(await repository().stockFor([other])).toEqual([
      { id: atThreshold, name: "At threshold", quantity: 2, threshold: 2 },
      { id: other, name: "Other", quantity: 10, threshold: 2 },
      { id: empty, name: "Empty", quantity: 0, threshold: 0 },
    ]);
    expect((await repository().stockFor([])).map((item) => item.id)).toEqual([atThreshold, empty]);
    expect((await repository().stockFor([plenty, other])).map((item) => item.id)).toEqual([plenty, atThreshold, other, empty]);
  });
}
