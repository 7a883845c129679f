import { describe, expect, it } from "vitest";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { changeOrderStatus } from "./change-order-status.ts";
import { samePocket } from "./change-pocket.ts";
import { EMPTY_POCKET, pocketDetailsSchema, type PocketDetails } from "./pocket-details.ts";

const now = new Date("2026-12-01T15:00:00Z");
const pocket = (input: unknown): PocketDetails => pocketDetailsSchema.parse(input);

function setUp(start: PocketDetails = EMPTY_POCKET) {
  const store = new InMemoryOrderStore(() => now);
  store.tables.orders.push(storedOrder({ id: 1, pocket: start }));
  const change = changeOrderStatus({ updates: store.updates, clock: { now: () => now } });
  const timeline = () => store.tables.events.map(({ type, actor, data }) => ({ type, actor, data }));
  return { store, change, timeline };
}

describe("the stringer completes the pocket", () => {
  const said = pocket({ sidewallColor: "Red", shooters: [{ style: "straight" }, { style: "straight" }, { style: "v", color: "White" }], channel: "slight" });

  it("replaces the whole pocket and writes pocket_changed with from and to", async () => {
    const before = pocket({ sidewallColor: "Blue", diamonds: 10 });
    const { store, change, timeline } = setUp(before);
    const result = await change({ id: 1, pocket: said, actor: "owner" });
    expect(result).toMatchObject({ ok: true, value: { id: 1, status: "pending", pocket: said } });
    expect((await store.findById(1))?.pocket).toEqual(said);
    expect(timeline()).toEqual([{ type: "pocket_changed", actor: "owner", data: { from: before, to: said } }]);
    expect(store.tables.outbox).toEqual([{ type: "order.pocket_changed", orderId: 1, actor: "owner", by: "admin", from: before, to: said }]);
  });

  it("writes nothing when the pocket is the same again, or when none is given", async () => {
    const { store, change, timeline } = setUp(said);
    const updatedAt = store.tables.orders[0]!.updatedAt;
    expect(await change({ id: 1, pocket: pocket(structuredClone(said)), actor: "owner" })).toMatchObject({ ok: true, value: { pocket: said } });
    expect(await change({ id: 1, status: "pending", actor: "owner" })).toMatchObject({ ok: true, value: { pocket: said } });
    expect(timeline()).toEqual([]);
    expect(store.tables.outbox).toEqual([]);
    expect(store.tables.orders[0]!.updatedAt).toBe(updatedAt);
  });

  it("changes the pocket with the status in one change, and changes nothing from a stale screen", async () => {
    const { change, timeline } = setUp();
    const stale = await change({ id: 1, pocket: said, expectedStatus: "in_progress", actor: "owner" });
    expect(stale).toMatchObject({ ok: false, error: { kind: "conflict", current: { pocket: EMPTY_POCKET } } });
    expect(timeline()).toEqual([]);
    const both = await change({ id: 1, status: "cancelled", pocket: said, actor: "owner" });
    expect(both).toMatchObject({ ok: true, value: { status: "cancelled", pocket: said } });
    expect(timeline().map((event) => event.type)).toEqual(["status_changed", "pocket_changed"]);
    expect(await change({ id: 1, pocket: EMPTY_POCKET, actor: "owner" })).toMatchObject({ ok: true, value: { pocket: EMPTY_POCKET } });
    expect(timeline().at(-1)).toEqual({ type: "pocket_changed", actor: "owner", data: { from: said, to: EMPTY_POCKET } });
  });

  it("tells a pocket apart by any part, shooters in order", () => {
    expect(samePocket(said, pocket(structuredClone(said)))).toBe(true);
    const changes = [
      { sidewallColor: "Black" },
      { topStringColor: "Red" },
      { channel: "deep" },
      { whip: "low" },
      { meshBrand: "Hero" },
      { diamonds: 9 },
      { shooters: said.shooters.slice(0, 2) },
      { shooters: [...said.shooters].reverse() },
      { shooters: said.shooters.map((shooter, index) => (index === 2 ? { ...shooter, material: "nylon" } : shooter)) },
    ];
    for (const part of changes) expect(samePocket(said, pocket({ ...said, ...part })), JSON.stringify(part)).toBe(false);
  });
});
