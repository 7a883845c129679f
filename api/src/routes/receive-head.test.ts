import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rowsOf } from "@stringing/adapters/postgres/rows-of";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type OrderBody = { id: number; status: string; receivedAt: string | null; promisedBy: string | null; statusUrl: string };
type EventBody = { type: string; actor: string; data: Record<string, unknown> };

// Tuesday 1 December 2026, 10:00 in New York: the third working day after it is Friday 4 December.
const NOW = new Date("2026-12-01T15:00:00Z");
const clock = { now: () => NOW };

/** The app over a fresh database at NOW, signed in as an admin, with helpers to place and change orders. */
function receivingApp() {
  const app = useTestApp({ clock, publicFormLimit: 1000 });
  let admin = "";
  beforeAll(async () => {
    admin = await app().signIn("admin");
  });
  const call = (method: string, path: string, json?: unknown, cookie: string | undefined = admin) =>
    app().request(path, { method, ...(cookie ? { cookie } : {}), ...(json === undefined ? {} : { json }) });
  const place = async () => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm() });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; statusUrl: string };
  };
  const receive = async (id: number) => {
    const response = await call("POST", `/api/orders/${id}/receive`);
    expect(response.status).toBe(200);
    return (await response.json()) as OrderBody;
  };
  const events = async (id: number) => (await (await call("GET", `/api/orders/${id}/events`)).json()) as EventBody[];
  const headMails = async (id: number) => (await events(id)).filter((event) => event.type === "mail_queued" && event.data.template === "head-received");
  /** The templates of the order's stored mail jobs. */
  const mailJobs = async (id: number) =>
    rowsOf<{ template: string }>(
      await app().db.execute(sql`select data->>'template' as template from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = ${id}`),
    ).map((row) => row.template);
  const saveSettings = async (changes: Record<string, unknown>) => {
    const defaults = (await (await call("GET", "/api/settings/workshop")).json()) as Record<string, unknown>;
    expect((await call("PUT", "/api/settings/workshop", { ...defaults, ...changes })).status).toBe(200);
  };
  const track = async (statusUrl: string) => (await app().request(new URL(statusUrl).pathname.replace(/^\/track/, "/api/track"))).json();
  return { app, call, place, receive, events, headMails, mailJobs, saveSettings, track, admin: () => admin };
}

/** POST /api/orders/{id}/receive and the promise (docs/rules/workshop.md). */
describe("receiving the head", () => {
  const { app, call, place, receive, events, headMails, mailJobs, saveSettings, track } = receivingApp();

  it("sets receivedAt (now) and the promise, writes the public received event and queues the head-received mail; the order views and the status page show them", async () => {
    const { id, statusUrl } = await place();
    const received = await receive(id);
    expect(received).toMatchObject({ id, status: "pending", receivedAt: NOW.toISOString(), promisedBy: "2026-12-04" });
    expect(await (await call("GET", `/api/orders/${id}`)).json()).toMatchObject({ receivedAt: NOW.toISOString(), promisedBy: "2026-12-04" });
    const listed = (await (await call("GET", "/api/orders")).json()) as OrderBody[];
    expect(listed.find((order) => order.id === id)).toMatchObject({ receivedAt: NOW.toISOString(), promisedBy: "2026-12-04" });
    expect((await events(id)).filter((event) => event.type === "received")).toEqual([
      expect.objectContaining({ type: "received", data: { promisedBy: "2026-12-04" } }),
    ]);
    expect(await headMails(id)).toHaveLength(1);
    expect(await mailJobs(id)).toContain("head-received");
    const page = (await track(statusUrl)) as { receivedAt: string; promisedBy: string; events: { type: string }[] };
    expect(page).toMatchObject({ receivedAt: NOW.toISOString(), promisedBy: "2026-12-04" });
    expect(page.events.map((event) => event.type)).toContain("received");
    const activity = (await (await call("GET", "/api/activity?kind=orders")).json()) as { action: string; summary: string }[];
    expect(activity).toContainEqual(expect.objectContaining({ action: "head received", summary: `Order #${id}: head received, promised by 2026-12-04` }));
  });

  it("answers 200 and changes nothing when called again: one received event, one mail", async () => {
    const { id } = await place();
    const first = await receive(id);
    const again = await receive(id);
    expect(again).toEqual(first);
    expect((await events(id)).filter((event) => event.type === "received")).toHaveLength(1);
    expect(await headMails(id)).toHaveLength(1);
    expect((await mailJobs(id)).filter((template) => template === "head-received")).toHaveLength(1);
  });

  it("receives an order not yet received when it moves to in progress, and not again afterwards", async () => {
    const { id } = await place();
    const moved = await call("PATCH", `/api/orders/${id}`, { status: "in_progress", expectedStatus: "pending" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ status: "in_progress", receivedAt: NOW.toISOString(), promisedBy: expect.stringMatching(/^2026-12-\d\d$/) });
    await call("PATCH", `/api/orders/${id}`, { status: "pending" });
    await call("PATCH", `/api/orders/${id}`, { status: "in_progress" });
    expect((await events(id)).filter((event) => event.type === "received")).toHaveLength(1);
    expect(await headMails(id)).toHaveLength(1);
  });

  it("moves the promise through PATCH: promise_changed with from and to, shown on the status page; with a status too; 409 from a stale screen", async () => {
    const { id, statusUrl } = await place();
    const { promisedBy: promised } = await receive(id);
    const moved = await call("PATCH", `/api/orders/${id}`, { promisedBy: "2026-12-11" });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, status: "pending", promisedBy: "2026-12-11" });
    expect(await track(statusUrl)).toMatchObject({ promisedBy: "2026-12-11" });
    const both = await call("PATCH", `/api/orders/${id}`, { status: "in_progress", promisedBy: "2026-12-14", expectedStatus: "pending" });
    expect(await both.json()).toMatchObject({ status: "in_progress", promisedBy: "2026-12-14" });
    const stale = await call("PATCH", `/api/orders/${id}`, { promisedBy: "2026-12-15", expectedStatus: "pending" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ message: expect.any(String), order: { id, status: "in_progress", promisedBy: "2026-12-14" } });
    const changes = (await events(id)).filter((event) => event.type === "promise_changed").map((event) => event.data);
    expect(changes).toEqual([
      { from: promised, to: "2026-12-11" },
      { from: "2026-12-11", to: "2026-12-14" },
    ]);
    // The owner's word stays in the back office.
    expect(((await track(statusUrl)) as { events: { type: string }[] }).events.map((event) => event.type)).not.toContain("promise_changed");
  });

  it("refuses a promise that is not a real date, a body with neither status nor promise, an unknown order and the wrong caller", async () => {
    const { id } = await place();
    for (const promisedBy of ["2026-02-30", "12/11/2026", "2026-12-11T00:00:00Z", 20261211]) {
      const refused = await call("PATCH", `/api/orders/${id}`, { promisedBy });
      expect(refused.status, String(promisedBy)).toBe(400);
      expect(await refused.json()).toMatchObject({ errors: { promisedBy: expect.any(String) } });
    }
    const empty = await call("PATCH", `/api/orders/${id}`, { expectedStatus: "pending" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { status: expect.any(String) } });
    expect((await call("PATCH", "/api/orders/999999", { promisedBy: "2026-12-11" })).status).toBe(404);
    expect((await call("POST", "/api/orders/999999/receive")).status).toBe(404);
    expect((await call("POST", "/api/orders/abc/receive")).status).toBe(400);
    expect((await call("POST", `/api/orders/${id}/receive`, undefined, "")).status).toBe(401);
    const user = await app().signIn("user");
    expect((await call("POST", `/api/orders/${id}/receive`, undefined, user)).status).toBe(403);
    expect(((await (await call("GET", `/api/orders/${id}`)).json()) as OrderBody).receivedAt).toBeNull();
  });

  it("counts with the saved settings: a longer turnaround moves the promise", async () => {
    await saveSettings({ turnaroundDays: 5 });
    const { id } = await place();
    // Five working days after Tuesday 1 December: Tuesday 8 December.
    expect((await receive(id)).promisedBy).toBe("2026-12-08");
    await saveSettings({ turnaroundDays: 3 });
  });
});

describe("the daily capacity", () => {
  const { place, receive, saveSettings } = receivingApp();

  beforeAll(async () => {
    await saveSettings({ dailyCapacity: 1 });
  });

  it("spills a full day's receipt over to the next working day with room", async () => {
    const [first, second] = [await place(), await place()];
    expect((await receive(first.id)).promisedBy).toBe("2026-12-04");
    // Friday is full: the next working day is Monday 7 December.
    expect((await receive(second.id)).promisedBy).toBe("2026-12-07");
  });

  it("never gives one day to two receipts made at once", async () => {
    const placed = [];
    for (let n = 0; n < 6; n++) placed.push(await place());
    const days = (await Promise.all(placed.map((order) => receive(order.id)))).map((order) => order.promisedBy);
    expect(new Set(days).size).toBe(days.length);
    // The two days the test before took are not given again.
    expect(days).not.toContain("2026-12-04");
    expect(days).not.toContain("2026-12-07");
  });
});
