import { expect, it } from "vitest";
import type { ChargesRepository } from "../../orders/charges/charges.port.ts";
import type { OrderStore } from "../../ports/order-updates.port.ts";
import { type FreshFactory, useFresh } from "./fresh-subject.ts";

/** An order store with its charges, and the batched read beside it. */
export type ChargesSubject = {
  store: OrderStore;
  charges: ChargesRepository;
  /** Stores a pending order; its id. */
  newOrder(): Promise<number>;
  deleteOrder(id: number): Promise<void>;
};

/** Extra work on an order (docs/rules/payments.md, Extra work), as every order store keeps it: in the order change's transaction. */
export function chargesContract(open: FreshFactory<ChargesSubject>): void {
  const subject = useFresh(open);

  const propose = (orderId: number, description: string, amount: number) =>
    subject().store.transaction(async (tx) => {
      await tx.lockOrder(orderId);
      return tx.insertCharge(orderId, { description, amount });
    });

  it("stores a proposed charge and reads the order's charges oldest first, in the transaction and after it", async () => {
    const order = await subject().newOrder();
    const first = await propose(order, "New head", 4000);
    const second = await propose(order, "Dye job", 1500);
    expect(first).toMatchObject({ orderId: order, description: "New head", amount: 4000, status: "proposed", decidedAt: null });
    expect(first.createdAt).toBeInstanceOf(Date);
    expect(second.id).toBeGreaterThan(first.id);
    const inTransaction = await subject().store.transaction((tx) => tx.chargesOf(order));
    expect(inTransaction.map((charge) => charge.description)).toEqual(["New head", "Dye job"]);
    const read = await subject().charges.ofOrders([order]);
    expect(read.get(order)).toEqual(inTransaction);
  });

  it("sets a charge's status with the time it was decided, only on its own order", async () => {
    const order = await subject().newOrder();
    const other = await subject().newOrder();
    const charge = await propose(order, "New head", 4000);
    const decided = await subject().store.transaction(async (tx) => {
      await tx.lockOrder(order);
      return tx.setChargeStatus(order, charge.id, "approved");
    });
    expect(decided).toMatchObject({ id: charge.id, status: "approved" });
    expect(decided?.decidedAt).toBeInstanceOf(Date);
    expect(await subject().store.transaction((tx) => tx.setChargeStatus(other, charge.id, "declined"))).toBeNull();
    expect((await subject().charges.ofOrders([order])).get(order)?.[0]?.status).toBe("approved");
  });

  it("reads the charges of many orders in one call, each order's own, and leaves orders without charges out", async () => {
    const a = await subject().newOrder();
    const b = await subject().newOrder();
    const none = await subject().newOrder();
    await propose(a, "A1", 100);
    await propose(b, "B1", 200);
    await propose(a, "A2", 300);
    const read = await subject().charges.ofOrders([a, b, none]);
    expect(read.get(a)?.map((charge) => charge.description)).toEqual(["A1", "A2"]);
    expect(read.get(b)?.map((charge) => charge.amount)).toEqual([200]);
    expect(read.has(none)).toBe(false);
    expect((await subject().charges.ofOrders([])).size).toBe(0);
  });

  it("keeps nothing of a transaction that fails", async () => {
    const order = await subject().newOrder();
    await expect(
      subject().store.transaction(async (tx) => {
        await tx.insertCharge(order, { description: "New head", amount: 4000 });
        throw new Error("later step failed");
      }),
    ).rejects.toThrow("later step failed");
    expect((await subject().charges.ofOrders([order])).size).toBe(0);
  });

  it("drops an order's charges with the order", async () => {
    const order = await subject().newOrder();
    await propose(order, "New head", 4000);
    await subject().deleteOrder(order);
    expect((await subject().charges.ofOrders([order])).size).toBe(0);
  });
}
