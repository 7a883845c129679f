import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { orders } from "@stringing/adapters/postgres/schema/index";
import { EMPTY_POCKET } from "@stringing/core/orders/pocket-details";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

/** The pocket in detail (docs/rules/orders.md, The pocket in detail) through the order form and the admin's order. */
describe("the pocket in detail", () => {
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin: string;

  beforeAll(async () => {
    admin = await app().signIn("admin");
  });

  const post = (json: unknown) => app().request("/api/orders", { method: "POST", json });
  const place = async (overrides: Record<string, unknown> = {}) => {
    const response = await post(validOrderForm(overrides));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const orderOf = async (id: number) => {
    const response = await app().request(`/api/orders/${id}`, { cookie: admin });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: number; pocket: unknown };
  };
  const listed = async (id: number) => {
    const response = await app().request("/api/orders", { cookie: admin });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number; pocket: unknown }[]).find((order) => order.id === id);
  };

  const said = {
    sidewallColor: "Red",
    topStringColor: " Black ",
    shooters: [
      { style: "straight", material: "nylon", color: "White" },
      { style: "straight", material: "", color: "" },
      { style: "v", material: "hockey_lace", color: null },
    ],
    channel: "slight",
    whip: "",
    meshBrand: "ECD Hero 3.0",
    diamonds: 10,
  };
  const stored = {
    sidewallColor: "Red",
    topStringColor: "Black",
    shooters: [
      { style: "straight", material: "nylon", color: "White" },
      { style: "straight", material: null, color: null },
      { style: "v", material: "hockey_lace", color: null },
    ],
    channel: "slight",
    whip: null,
    meshBrand: "ECD Hero 3.0",
    diamonds: 10,
  };

  it("keeps the pocket the form sends, blanks as null, and answers it whole on the order and in the list", async () => {
    const id = await place({ pocket: said });
    expect((await orderOf(id)).pocket).toEqual(stored);
    expect((await listed(id))?.pocket).toEqual(stored);
  });

  it("answers every part, null or empty, when the form says none or only some", async () => {
    const none = await place();
    expect((await orderOf(none)).pocket).toEqual(EMPTY_POCKET);
    const some = await place({ pocket: { diamonds: 8 } });
    expect((await orderOf(some)).pocket).toEqual({ ...EMPTY_POCKET, diamonds: 8 });
    const nulled = await place({ pocket: null });
    expect((await orderOf(nulled)).pocket).toEqual(EMPTY_POCKET);
  });

  it("refuses a bad part with 400, keyed by its place in the pocket, and stores nothing", async () => {
    const stored = async () => (await app().db.select({ count: count() }).from(orders))[0]?.count;
    const before = await stored();
    const cases: [unknown, string][] = [
      [{ diamonds: 30 }, "pocket.diamonds"],
      [{ diamonds: 9.5 }, "pocket.diamonds"],
      [{ shooters: [{ style: "straight" }, { style: "zigzag" }] }, "pocket.shooters.1.style"],
      [{ shooters: [{ material: "nylon" }] }, "pocket.shooters.0.style"],
      [{ shooters: Array.from({ length: 5 }, () => ({ style: "v" })) }, "pocket.shooters"],
      [{ channel: "sideways" }, "pocket.channel"],
      [{ sidewallColor: "x".repeat(41) }, "pocket.sidewallColor"],
      ["red sidewall", "pocket"],
    ];
    for (const [pocket, field] of cases) {
      const response = await post(validOrderForm({ pocket }));
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors), JSON.stringify(pocket)).toEqual([field]);
      expect(body.message).toBe(body.errors[field]);
    }
    expect(await stored()).toBe(before);
  });

  it("reads a stored part that no longer parses as not said, rather than failing the order", async () => {
    const id = await place({ pocket: { whip: "high", meshBrand: "Stringking" } });
    await app()
      .db.update(orders)
      .set({ pocket: { whip: "sideways", meshBrand: "Stringking" } })
      .where(eq(orders.id, id));
    expect((await orderOf(id)).pocket).toEqual(EMPTY_POCKET);
  });

  describe("PATCH /api/orders/{id} with the pocket", () => {
    const patch = (id: number, json: unknown, cookie = admin) => app().request(`/api/orders/${id}`, { method: "PATCH", cookie, json });
    const timeline = async (id: number) => {
      const response = await app().request(`/api/orders/${id}/events`, { cookie: admin });
      expect(response.status).toBe(200);
      const events = (await response.json()) as { type: string; actor: string; data: unknown }[];
      return events.filter((event) => event.type === "pocket_changed").map(({ type, actor, data }) => ({ type, actor, data }));
    };

    it("replaces the whole pocket, answers the order with it and writes pocket_changed with from and to; the same pocket again writes nothing", async () => {
      const id = await place({ pocket: { sidewallColor: "Blue", diamonds: 12 } });
      const response = await patch(id, { pocket: said });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { pocket: unknown }).pocket).toEqual(stored);
      expect((await orderOf(id)).pocket).toEqual(stored);
      expect((await patch(id, { pocket: stored })).status).toBe(200);
      expect(await timeline(id)).toEqual([
        {
          type: "pocket_changed",
          actor: expect.stringMatching(/^admin/),
          data: { from: { ...EMPTY_POCKET, sidewallColor: "Blue", diamonds: 12 }, to: stored },
        },
      ]);
      const cleared = await patch(id, { pocket: { meshBrand: "Hero 3.0" } });
      expect(((await cleared.json()) as { pocket: unknown }).pocket).toEqual({ ...EMPTY_POCKET, meshBrand: "Hero 3.0" });
      expect((await timeline(id)).map((event) => event.data)).toEqual([
        { from: { ...EMPTY_POCKET, sidewallColor: "Blue", diamonds: 12 }, to: stored },
        { from: stored, to: { ...EMPTY_POCKET, meshBrand: "Hero 3.0" } },
      ]);
      const activity = await app().request("/api/activity?kind=orders", { cookie: admin });
      const rows = ((await activity.json()) as { action: string; recordId: string; summary: string }[]).filter((row) => row.recordId === String(id));
      expect(rows.map((row) => [row.action, row.summary])).toEqual([
        ["pocket changed", `Order #${id}: pocket mesh type Hero 3.0`],
        [
          "pocket changed",
          `Order #${id}: pocket mesh type ECD Hero 3.0, 10 diamonds, sidewall Red, top string Black, shooter 1 Straight nylon, White, shooter 2 Straight, shooter 3 V hockey lace, channel Slight channel`,
        ],
      ]);
    });

    it("changes the pocket with the status in one request, and nothing from a stale screen", async () => {
      const id = await place();
      const stale = await patch(id, { pocket: said, expectedStatus: "in_progress" });
      expect(stale.status).toBe(409);
      expect(((await stale.json()) as { order: { pocket: unknown } }).order.pocket).toEqual(EMPTY_POCKET);
      expect(await timeline(id)).toEqual([]);
      const both = await patch(id, { status: "cancelled", pocket: said, expectedStatus: "pending" });
      expect(both.status).toBe(200);
      expect(await both.json()).toMatchObject({ status: "cancelled", pocket: stored });
      expect(await timeline(id)).toHaveLength(1);
    });

    it("refuses a bad part with 400 keyed by its place and changes nothing; 404 unknown; admins only", async () => {
      const id = await place({ pocket: { whip: "low" } });
      const bad = await patch(id, { pocket: { shooters: [{ style: "straight" }, { style: "x" }], diamonds: 4 } });
      expect(bad.status).toBe(400);
      expect(Object.keys(((await bad.json()) as { errors: Record<string, string> }).errors).sort()).toEqual(["pocket.diamonds", "pocket.shooters.1.style"]);
      expect((await patch(id, {})).status).toBe(400);
      expect((await orderOf(id)).pocket).toEqual({ ...EMPTY_POCKET, whip: "low" });
      expect(await timeline(id)).toEqual([]);
      expect((await patch(999999, { pocket: said })).status).toBe(404);
      expect((await app().request(`/api/orders/${id}`, { method: "PATCH", json: { pocket: said } })).status).toBe(401);
      expect((await patch(id, { pocket: said }, await app().signIn("user"))).status).toBe(403);
      expect((await orderOf(id)).pocket).toEqual({ ...EMPTY_POCKET, whip: "low" });
    });
  });
});
