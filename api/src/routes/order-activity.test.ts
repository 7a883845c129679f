import { describe, expect, it } from "vitest";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type Row = { actor: string; kind: string; action: string; recordId: string | null; summary: string };

/** The activity rows an order's recorded events write (core/src/events/subscribers/order-activity.ts), through the API. */
describe("the activity of an order change, from its events", () => {
  const app = useTestApp();

  const rowsOf = async (cookie: string, recordId: string) => {
    const response = await app().request(`/api/activity?limit=50`, { cookie });
    return ((await response.json()) as Row[])
      .filter((row) => row.recordId === recordId)
      .map(({ actor, kind, action, summary }) => ({ actor, kind, action, recordId, summary }));
  };

  it("writes one row for a note and one for a price, by the admin who made them; none for a change that changes nothing or is refused", async () => {
    const admin = await app().signIn("admin");
    const username = ((await (await app().request("/api/user", { cookie: admin })).json()) as { username: string }).username;
    const order = (await (await app().request("/api/orders", { method: "POST", json: validOrderForm() })).json()) as { id: number };
    const id = String(order.id);
    const note = await app().request(`/api/orders/${id}/notes`, { method: "POST", cookie: admin, json: { text: "Deeper  pocket" } });
    expect(note.status).toBe(201);
    const price = (body: unknown) => app().request(`/api/orders/${id}/price`, { method: "PATCH", cookie: admin, json: body });
    expect((await price({ servicePrice: 6000 })).status).toBe(200);
    expect((await price({ servicePrice: 6000 })).status).toBe(200);
    expect((await price({ servicePrice: -1 })).status).toBe(400);
    expect((await app().request("/api/orders/999999/notes", { method: "POST", cookie: admin, json: { text: "Nobody" } })).status).toBe(404);
    expect(await rowsOf(admin, id)).toEqual([
      { actor: username, kind: "payments", action: "price set", recordId: id, summary: `Order #${id}: price $60.00` },
      { actor: username, kind: "orders", action: "note added", recordId: id, summary: `Order #${id}: note “Deeper pocket”` },
    ]);
    expect(await rowsOf(admin, "999999")).toEqual([]);
  });
});
