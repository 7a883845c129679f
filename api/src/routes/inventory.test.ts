import { describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";

type Item = { id: number; name: string; category: string; quantity: number; threshold: number };
type HistoryEntry = Record<string, unknown> & { actionType: string; timestamp: string };

describe("/api/inventory", () => {
  const app = useTestApp();
  let admin = "";
  let adminName = "";
  const asAdmin = async (path: string, init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) => {
    if (!admin) {
      admin = await app().signIn("admin");
      adminName = ((await (await app().request("/api/user", { cookie: admin })).json()) as { username: string }).username;
    }
    return app().request(path, { ...init, cookie: admin });
  };
  const create = async (item: Record<string, unknown>) => {
    const response = await asAdmin("/api/inventory", { method: "POST", json: item });
    expect(response.status).toBe(201);
    return (await response.json()) as Item;
  };
  const clear = async () => {
    for (const item of (await (await asAdmin("/api/inventory")).json()) as Item[]) {
      await asAdmin(`/api/inventory/${item.id}`, { method: "DELETE" });
    }
  };

  it("answers 401 anonymous and 403 non-admin on every route", async () => {
    const user = await app().signIn("user");
    const routes: [string, string][] = [
      ["GET", "/api/inventory"],
      ["GET", "/api/inventory/low"],
      ["GET", "/api/inventory/summary"],
      ["POST", "/api/inventory"],
      ["PATCH", "/api/inventory/1"],
      ["DELETE", "/api/inventory/1"],
      ["POST", "/api/inventory/bulk-update"],
      ["POST", "/api/inventory/batch-import"],
      ["GET", "/api/inventory/1/history"],
    ];
    for (const [method, path] of routes) {
      const init = method === "GET" || method === "DELETE" ? { method } : { method, json: { name: "Mesh", category: "mesh" } };
      expect((await app().request(path, init)).status, `${method} ${path}`).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("answers 404 to anyone for paths it does not know", async () => {
    expect((await app().request("/api/inventory/1/nothing")).status).toBe(404);
    expect((await app().request("/api/inventory/low/extra")).status).toBe(404);
  });

  it("creates an item with the defaults and records who did it", async () => {
    const item = await create({ name: " Hard mesh ", category: "mesh" });
    expect(item).toMatchObject({ name: "Hard mesh", category: "mesh", quantity: 0, threshold: 5 });
    expect(typeof item.id).toBe("number");
    const history = (await (await asAdmin(`/api/inventory/${item.id}/history`)).json()) as HistoryEntry[];
    expect(history).toEqual([
      expect.objectContaining({
        inventoryId: item.id,
        actionType: "create",
        quantityBefore: null,
        quantityAfter: 0,
        actionBy: adminName,
        description: "Created with quantity 0",
      }),
    ]);
    expect(Date.parse(history[0]!.timestamp)).not.toBeNaN();
  });

  it("refuses invalid items with the spec's messages, and malformed JSON", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: "M", category: "mesh" }, { name: "Name must be at least 2 characters." }],
      [{ name: "Mesh" }, { category: "Please select a category." }],
      [{ name: "Mesh", category: "food" }, { category: "Please select a category." }],
      [{ name: "Mesh", category: "mesh", quantity: -1 }, { quantity: "Quantity must be a non-negative number." }],
      [{ name: "Mesh", category: "mesh", quantity: 1.5 }, { quantity: "Quantity must be a non-negative number." }],
      [{ name: "Mesh", category: "mesh", threshold: 0 }, { threshold: "Threshold must be at least 1." }],
    ];
    for (const [json, errors] of cases) {
      const response = await asAdmin("/api/inventory", { method: "POST", json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: Object.values(errors)[0], errors });
    }
    const malformed = await asAdmin("/api/inventory", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty("message");
  });

  it("lists sorted and filtered, and serves the low list and the summary", async () => {
    await clear();
    await create({ name: "Zebra thread", category: "thread", quantity: 0, threshold: 5 });
    await create({ name: "Alpha mesh", category: "mesh", quantity: 3, threshold: 5 });
    await create({ name: "Beta mesh", category: "mesh", quantity: 20, threshold: 5 });
    const names = async (query: string) => ((await (await asAdmin(`/api/inventory${query}`)).json()) as Item[]).map((item) => item.name);
    expect(await names("")).toEqual(["Alpha mesh", "Beta mesh", "Zebra thread"]);
    expect(await names("?sort=quantity&direction=desc")).toEqual(["Beta mesh", "Alpha mesh", "Zebra thread"]);
    expect(await names("?sort=quantity&direction=asc")).toEqual(["Zebra thread", "Alpha mesh", "Beta mesh"]);
    expect(await names("?category=mesh&stock=low")).toEqual(["Alpha mesh"]);
    expect(await names("?stock=out")).toEqual(["Zebra thread"]);
    expect(await names("?stock=in")).toEqual(["Beta mesh"]);
    expect(await names("?limit=1&offset=1")).toEqual(["Beta mesh"]);
    expect(((await (await asAdmin("/api/inventory/low")).json()) as Item[]).map((item) => item.name)).toEqual(["Zebra thread", "Alpha mesh"]);
    expect(await (await asAdmin("/api/inventory/summary")).json()).toEqual({ total: 3, low: 2, out: 1, lowPercentage: 67 });
    for (const query of ["?stock=some", "?sort=price", "?direction=up", "?limit=0"]) {
      expect((await asAdmin(`/api/inventory${query}`)).status, query).toBe(400);
    }
  });

  it("updates an item, writing a history row with before and after", async () => {
    const item = await create({ name: "Wax", category: "accessories", quantity: 3 });
    const response = await asAdmin(`/api/inventory/${item.id}`, { method: "PATCH", json: { quantity: 8, threshold: 2 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: item.id, name: "Wax", quantity: 8, threshold: 2 });
    const [latest] = (await (await asAdmin(`/api/inventory/${item.id}/history`)).json()) as HistoryEntry[];
    expect(latest).toMatchObject({
      actionType: "add",
      quantityBefore: 3,
      quantityAfter: 8,
      actionBy: adminName,
      description: "Added 5 (3 → 8); Updated threshold 5 → 2",
    });

    const invalid = await asAdmin(`/api/inventory/${item.id}`, { method: "PATCH", json: { threshold: 0 } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: "Threshold must be at least 1.", errors: { threshold: "Threshold must be at least 1." } });
    expect((await asAdmin("/api/inventory/999999", { method: "PATCH", json: { quantity: 1 } })).status).toBe(404);
    expect(await (await asAdmin("/api/inventory/999999", { method: "PATCH", json: { quantity: 1 } })).json()).toEqual({ message: "Inventory item not found" });
    expect((await asAdmin("/api/inventory/abc", { method: "PATCH", json: { quantity: 1 } })).status).toBe(400);
    expect((await asAdmin(`/api/inventory/${item.id}`, { method: "PATCH", body: "{", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("deletes an item; its history stays readable", async () => {
    const item = await create({ name: "Old stock", category: "other", quantity: 4 });
    const response = await asAdmin(`/api/inventory/${item.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Inventory item deleted", id: item.id });
    expect((await asAdmin(`/api/inventory/${item.id}`, { method: "DELETE" })).status).toBe(404);
    const history = (await (await asAdmin(`/api/inventory/${item.id}/history`)).json()) as HistoryEntry[];
    expect(history.map((entry) => entry.actionType)).toEqual(["delete", "create"]);
    expect((await asAdmin("/api/inventory/999999/history")).status).toBe(404);
    expect((await asAdmin("/api/inventory/0/history")).status).toBe(400);
    expect((await asAdmin("/api/inventory/x", { method: "DELETE" })).status).toBe(400);
  });

  it("bulk-updates a category and answers the count; subtract stops at 0", async () => {
    await clear();
    const low = await create({ name: "Thread A", category: "thread", quantity: 2 });
    const high = await create({ name: "Thread B", category: "thread", quantity: 10 });
    const response = await asAdmin("/api/inventory/bulk-update", { method: "POST", json: { category: "thread", adjustment: 3, operation: "subtract" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 2 });
    const items = (await (await asAdmin("/api/inventory?category=thread")).json()) as Item[];
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      [low.id, 0],
      [high.id, 7],
    ]);
    const [entry] = (await (await asAdmin(`/api/inventory/${low.id}/history`)).json()) as HistoryEntry[];
    expect(entry).toMatchObject({ actionType: "remove", quantityBefore: 2, quantityAfter: 0, actionBy: adminName });
    expect(
      await (await asAdmin("/api/inventory/bulk-update", { method: "POST", json: { category: "tools", adjustment: 1, operation: "add" } })).json(),
    ).toEqual({ count: 0 });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ adjustment: 1, operation: "add" }, "category", "Category is required"],
      [{ category: "thread", adjustment: 0, operation: "add" }, "adjustment", "Adjustment must be a positive number"],
      [{ category: "thread", adjustment: 1, operation: "divide" }, "operation", "Operation must be add, subtract or set"],
    ];
    for (const [json, field, message] of cases) {
      const refused = await asAdmin("/api/inventory/bulk-update", { method: "POST", json });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect((await asAdmin("/api/inventory/bulk-update", { method: "POST", body: "nope", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("imports a CSV atomically, naming the bad line", async () => {
    await clear();
    const csvData = 'name,category,quantity,threshold\n"Mesh, 10 pack",mesh,12,3\n\nNylon string,string,4,\n';
    const response = await asAdmin("/api/inventory/batch-import", { method: "POST", json: { csvData } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ count: 2 });
    const items = (await (await asAdmin("/api/inventory")).json()) as Item[];
    expect(items).toEqual([
      expect.objectContaining({ name: "Mesh, 10 pack", category: "mesh", quantity: 12, threshold: 3 }),
      expect.objectContaining({ name: "Nylon string", category: "string", quantity: 4, threshold: 5 }),
    ]);
    const [imported] = (await (await asAdmin(`/api/inventory/${items[0]!.id}/history`)).json()) as HistoryEntry[];
    expect(imported).toMatchObject({ actionType: "create", description: "Imported with quantity 12", actionBy: adminName });

    const bad = await asAdmin("/api/inventory/batch-import", {
      method: "POST",
      json: { csvData: "name,category,quantity,threshold\nGood one,mesh,1,1\nBad one,mesh,-2,1\n" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "Line 3: Quantity must be a non-negative number.",
      errors: { csvData: "Line 3: Quantity must be a non-negative number." },
    });
    expect(((await (await asAdmin("/api/inventory")).json()) as Item[]).map((item) => item.name)).toEqual(["Mesh, 10 pack", "Nylon string"]);

    for (const [csvData, message] of [
      ["", "CSV data must not be empty"],
      ["name,cat", "CSV data must not be empty"],
      ["title,category,quantity,threshold\nMesh,mesh,1,1", "The header line must be name,category,quantity,threshold."],
    ] as const) {
      const refused = await asAdmin("/api/inventory/batch-import", { method: "POST", json: { csvData } });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ message, errors: { csvData: message } });
    }
    expect((await asAdmin("/api/inventory/batch-import", { method: "POST", json: {} })).status).toBe(400);
  });
});
