import { describe, expect, it } from "vitest";
import { InMemoryOrderStore } from "../../testing/in-memory-orders.ts";
import { storedOrder } from "../../testing/stored-order-fixture.ts";
import { answerCharge, proposeCharge, withdrawCharge } from "./charge-changes.ts";

const TOKEN = "a".repeat(64);

function setUp(overrides: Parameters<typeof storedOrder>[0] = {}) {
  const store = new InMemoryOrderStore();
  store.tables.orders.push(storedOrder({ id: 7, trackingToken: TOKEN, servicePrice: 4500, ...overrides }));
  const deps = { updates: store.updates, orders: store };
  return {
    store,
    propose: (description = "New head", amount = 4000) => proposeCharge(deps)({ orderId: 7, charge: { description, amount }, actor: "owner" }),
    withdraw: (chargeId: number) => withdrawCharge(deps)({ orderId: 7, chargeId, actor: "owner" }),
    answer: (chargeId: number, decision: "approve" | "decline", token = TOKEN) => answerCharge(deps)({ token, chargeId, decision }),
    timeline: () => store.tables.events.map((event) => [event.type, event.actor]),
  };
}

describe("extra work on an order", () => {
  it("proposes a charge with its timeline event and its domain event, by the owner", async () => {
    const shop = setUp();
    const proposed = await shop.propose();
    expect(proposed).toMatchObject({ ok: true, value: { orderId: 7, description: "New head", amount: 4000, status: "proposed" } });
    expect(shop.timeline()).toContainEqual(["charge_proposed", "owner"]);
    expect(shop.store.tables.outbox).toContainEqual(expect.objectContaining({ type: "charge.proposed", orderId: 7, by: "admin", amount: 4000 }));
    expect(await proposeCharge({ updates: shop.store.updates })({ orderId: 99, charge: { description: "x", amount: 1 }, actor: "owner" })).toMatchObject({
      ok: false,
      error: { kind: "not_found" },
    });
  });

  it.each([
    { decision: "approve", status: "approved", event: "charge_approved" },
    { decision: "decline", status: "declined", event: "charge_declined" },
  ] as const)("lets the player $decision once, as the customer; a second answer is a conflict", async ({ decision, status, event }) => {
    const shop = setUp();
    const proposed = await shop.propose();
    if (!proposed.ok) throw new Error("not proposed");
    expect(await shop.answer(proposed.value.id, decision)).toMatchObject({ ok: true, value: { status } });
    expect(shop.timeline()).toContainEqual([event, "customer"]);
    expect(await shop.answer(proposed.value.id, "approve")).toMatchObject({ ok: false, error: { kind: "conflict" } });
    expect(await shop.withdraw(proposed.value.id)).toMatchObject({ ok: false, error: { kind: "conflict" } });
  });

  it("withdraws only while proposed, and a withdrawn charge cannot be approved", async () => {
    const shop = setUp();
    const proposed = await shop.propose();
    if (!proposed.ok) throw new Error("not proposed");
    expect(await shop.withdraw(proposed.value.id)).toMatchObject({ ok: true, value: { status: "withdrawn" } });
    expect(await shop.answer(proposed.value.id, "approve")).toMatchObject({
      ok: false,
      error: { kind: "conflict", message: "This charge was withdrawn by the workshop" },
    });
    expect(shop.timeline()).toContainEqual(["charge_withdrawn", "owner"]);
  });

  it("answers 404 for a charge of another order, a wrong token or an unknown charge", async () => {
    const shop = setUp();
    shop.store.tables.orders.push(storedOrder({ id: 8, trackingToken: "b".repeat(64) }));
    const proposed = await shop.propose();
    if (!proposed.ok) throw new Error("not proposed");
    expect(await shop.answer(proposed.value.id, "approve", "b".repeat(64))).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(await shop.answer(proposed.value.id, "approve", "nope")).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(await shop.answer(9999, "approve")).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(shop.store.tables.charges[0]?.status).toBe("proposed");
  });

  it("moves a paid order back to partially paid when the player approves more work, and leaves it paid on a decline", async () => {
    const shop = setUp({ paymentStatus: "paid", amountPaid: 4500, paidAt: new Date("2026-04-03T09:00:00Z") });
    const first = await shop.propose("Dye job", 1500);
    const second = await shop.propose("Laces", 500);
    if (!first.ok || !second.ok) throw new Error("not proposed");
    await shop.answer(second.value.id, "decline");
    expect(shop.store.tables.orders[0]?.paymentStatus).toBe("paid");
    await shop.answer(first.value.id, "approve");
    expect(shop.store.tables.orders[0]).toMatchObject({ paymentStatus: "partially_paid", amountPaid: 4500 });
    expect(shop.store.tables.events.filter((event) => event.type === "payment_changed").map((event) => event.data)).toEqual([
      { from: "paid", to: "partially_paid", amountPaid: 4500, chargeId: first.value.id },
    ]);
  });
});
