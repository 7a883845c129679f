import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { inventory } from "@stringing/adapters/postgres/schema/index";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { ROUTE_ACTIVITIES } from "../activity/route-activities.ts";
import { useTestApp } from "../testing/test-app.ts";

type Row = { id: number; at: string; actor: string; kind: string; action: string; recordId: string | null; summary: string };

describe("the activity log", () => {
  const app = useTestApp();

  const usernameOf = async (cookie: string) => ((await (await app().request("/api/user", { cookie })).json()) as { username: string }).username;
  const activity = async (cookie: string, query = "") => {
    const response = await app().request(`/api/activity${query}`, { cookie });
    expect(response.status).toBe(200);
    return { rows: (await response.json()) as Row[], total: response.headers.get("x-total-count") };
  };
  const newestRow = async (cookie: string) => (await activity(cookie, "?limit=1")).rows[0];
  const createItem = (cookie: string, name = "Mesh 10D") =>
    app().request("/api/inventory", { method: "POST", cookie, json: { name, category: "mesh", quantity: 5, threshold: 2 } });

  it("names every route that changes data: how its change is recorded, or why it writes no row", () => {
    const mutating = app()
      .app.routes.filter((route) => route.path.startsWith("/api/") && !["GET", "HEAD", "ALL"].includes(route.method))
      .map((route) => `${route.method} ${route.path}`);
    const unlisted = [...new Set(mutating)].filter((key) => !(key in ROUTE_ACTIVITIES));
    expect(unlisted).toEqual([]);
    const stale = Object.keys(ROUTE_ACTIVITIES).filter((key) => !mutating.includes(key));
    expect(stale).toEqual([]);
  });

  it("records who changed which record, when and how, newest first", async () => {
    const admin = await app().signIn("admin");
    const name = await usernameOf(admin);
    const created = (await (await createItem(admin)).json()) as { id: number };
    expect((await app().request(`/api/inventory/${created.id}`, { method: "PATCH", cookie: admin, json: { quantity: 9 } })).status).toBe(200);
    const { rows } = await activity(admin, `?admin=${name}`);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        actor: name,
        kind: "inventory",
        action: "updated",
        recordId: String(created.id),
        summary: "Updated item “Mesh 10D”: quantity 9",
      }),
      expect.objectContaining({ actor: name, kind: "inventory", action: "created", recordId: String(created.id), summary: "Created item “Mesh 10D”" }),
    ]);
    expect(Date.parse(rows[0]!.at)).toBeGreaterThanOrEqual(Date.parse(rows[1]!.at));
  });

  it("describes the route that answered, not a later one the path also matches", async () => {
    const admin = await app().signIn("admin");
    const saved = await app().request("/api/content/sections", {
      method: "PUT",
      cookie: admin,
      json: { sections: [{ section: "contact-note", content: "Call us" }] },
    });
    expect(saved.status).toBe(200);
    expect(await newestRow(admin)).toMatchObject({ kind: "content", action: "updated", recordId: "contact-note", summary: "Updated sections contact-note" });
  });

  it("records an order's changes, its payment and an order an admin keys in", async () => {
    const admin = await app().signIn("admin");
    const order = (await (await app().request("/api/orders", { method: "POST", cookie: admin, json: validOrderForm() })).json()) as { id: number };
    expect(await newestRow(admin)).toMatchObject({
      kind: "orders",
      action: "created",
      recordId: String(order.id),
      summary: `Created order #${order.id} for “Casey Jones”`,
    });
    await app().request(`/api/orders/${order.id}`, { method: "PATCH", cookie: admin, json: { status: "in_progress" } });
    expect(await newestRow(admin)).toMatchObject({ kind: "orders", action: "status changed", summary: `Order #${order.id}: Status: In Progress` });
    await app().request(`/api/orders/${order.id}/payment`, { method: "PATCH", cookie: admin, json: { paymentStatus: "paid", amountPaid: 4500 } });
    expect(await newestRow(admin)).toMatchObject({ kind: "payments", summary: `Order #${order.id}: Payment: Paid, $45.00` });
  });

  it("records a label with the order it was made for, in the label's own transaction", async () => {
    const admin = await app().signIn("admin");
    const order = (await (await app().request("/api/orders", { method: "POST", json: validOrderForm() })).json()) as { id: number };
    const made = await app().request(`/api/shipping/simple/return/${order.id}`, { method: "POST", cookie: admin });
    expect(made.status).toBe(200);
    expect(await newestRow(admin)).toMatchObject({ actor: await usernameOf(admin), kind: "labels", action: "label created", recordId: String(order.id) });
  });

  it("writes nothing for a visitor's order, a refused change or a change that failed", async () => {
    const admin = await app().signIn("admin");
    const before = (await activity(admin, "?limit=1")).total;
    expect((await app().request("/api/orders", { method: "POST", json: validOrderForm() })).status).toBe(201);
    expect((await app().request("/api/inventory/999999", { method: "PATCH", cookie: admin, json: { quantity: 1 } })).status).toBe(404);
    expect((await app().request("/api/inventory", { method: "POST", cookie: admin, json: { name: "" } })).status).toBe(400);
    expect((await activity(admin, "?limit=1")).total).toBe(before);
  });

  it("keeps what a refusal records: wrong current passwords still count towards the login limit", async () => {
    const admin = await app().signIn("admin");
    const before = (await activity(admin, "?limit=1")).total;
    const wrong = () =>
      app().request("/api/user/password", { method: "POST", cookie: admin, json: { currentPassword: "not it at all", newPassword: "a brand new passphrase" } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await wrong()).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await activity(admin, "?limit=1")).total).toBe(before);
  });

  it("undoes the change when its row cannot be written: the two share one transaction", async () => {
    const admin = await app().signIn("admin");
    const { db } = app();
    await db.execute(sql`create or replace function refuse_activity() returns trigger language plpgsql as $$ begin raise exception 'activity refused'; end $$`);
    await db.execute(sql`create trigger refuse_activity before insert on activity_log for each row execute function refuse_activity()`);
    try {
      const response = await createItem(admin, "Never Stored");
      expect(response.status).toBeGreaterThanOrEqual(500);
      const stored = await db.select({ name: inventory.name }).from(inventory).where(sql`${inventory.name} = 'Never Stored'`);
      expect(stored).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_activity on activity_log`);
    }
    expect((await createItem(admin, "Stored Again")).status).toBe(201);
  });

  it("never records a password or a secret", async () => {
    const admin = await app().signIn("admin");
    const added = (await (await app().request("/api/users", { method: "POST", cookie: admin, json: { username: "coach-activity" } })).json()) as {
      password: string;
    };
    expect(await newestRow(admin)).toMatchObject({ kind: "users", action: "added admin", summary: "Added admin “coach-activity”" });
    await app().request("/api/config/mailjet", {
      method: "POST",
      cookie: admin,
      json: { apiKey: "public-key-1", apiSecret: "very-secret-2", senderEmail: "shop@example.com" },
    });
    await app().request("/api/shipping/settings/shippo-key", { method: "PUT", cookie: admin, json: { apiKey: "shippo_test_abcdef" } });
    const { rows } = await activity(admin);
    const text = JSON.stringify(rows);
    for (const secret of [added.password, "very-secret-2", "public-key-1", "shippo_test_abcdef"]) expect(text).not.toContain(secret);
    expect(text).toContain("API secret changed");
  });

  it("filters by admin, kind and time, and pages on the server with the total", async () => {
    const ann = await app().signIn("admin");
    const bob = await app().signIn("admin");
    const [annName, bobName] = [await usernameOf(ann), await usernameOf(bob)];
    for (const name of ["A1", "A2", "A3"]) await createItem(ann, name);
    await app().request("/api/testimonials", { method: "POST", cookie: bob, json: { name: "Sam", content: "Great pocket", rating: 5 } });
    expect((await activity(ann, `?admin=${annName}`)).rows.map((row) => row.summary)).toEqual(["Created item “A3”", "Created item “A2”", "Created item “A1”"]);
    expect((await activity(ann, `?admin=${bobName}&kind=content`)).rows).toEqual([expect.objectContaining({ summary: "Created testimonial “Sam”" })]);
    expect((await activity(ann, `?admin=${bobName}&kind=inventory`)).rows).toEqual([]);
    const page = await activity(ann, `?admin=${annName}&limit=2&offset=1`);
    expect(page.rows.map((row) => row.summary)).toEqual(["Created item “A2”", "Created item “A1”"]);
    expect(page.total).toBe("3");
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await activity(ann, `?since=${encodeURIComponent(future)}`)).rows).toEqual([]);
    expect((await activity(ann, `?admin=${annName}&before=${encodeURIComponent(future)}`)).rows).toHaveLength(3);
    const admins = (await (await app().request("/api/activity/admins", { cookie: ann })).json()) as string[];
    expect(admins).toEqual(expect.arrayContaining([annName, bobName]));
  });

  it("refuses a bad filter with a clear 400", async () => {
    const admin = await app().signIn("admin");
    const response = await app().request("/api/activity?kind=everything&since=yesterday", { cookie: admin });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toMatchObject({ kind: expect.stringContaining("kind must be one of"), since: "since must be a date and time (ISO 8601)" });
  });

  it("keeps rows 365 days by default; Settings changes it, and that change is recorded too", async () => {
    const admin = await app().signIn("admin");
    expect(await (await app().request("/api/settings/activity", { cookie: admin })).json()).toEqual({ retentionDays: 365 });
    const bad = await app().request("/api/settings/activity", { method: "PUT", cookie: admin, json: { retentionDays: 0 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.retentionDays).toBe("Keep activity for at least 1 day");
    const saved = await app().request("/api/settings/activity", { method: "PUT", cookie: admin, json: { retentionDays: 90 } });
    expect(await saved.json()).toEqual({ retentionDays: 90 });
    expect(await (await app().request("/api/settings/activity", { cookie: admin })).json()).toEqual({ retentionDays: 90 });
    expect(await newestRow(admin)).toMatchObject({ kind: "settings", action: "retention changed", summary: "Activity kept for 90 days" });
  });
});
