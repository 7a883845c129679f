import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "@stringing/adapters/postgres/rows-of";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type Material = { itemId: number; name: string; quantity: number; short: number };
type HistoryRow = { orderId: number | null; description: string; quantityBefore: number; quantityAfter: number; actionType: string; actionBy: string };

/** GET/PUT /api/materials/rules and the materials an order takes off the shelf (docs/rules/inventory.md, Materials off the shelf). */
describe("materials off the shelf", () => {
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin = "";
  let user = "";
  beforeAll(async () => {
    admin = await app().signIn("admin");
    user = await app().signIn("user");
  });
  const call = (method: string, path: string, json?: unknown, cookie: string | undefined = admin) =>
    app().request(path, { method, ...(cookie ? { cookie } : {}), ...(json === undefined ? {} : { json }) });
  const addItem = async (name: string, quantity: number, threshold = 1) => {
    const response = await call("POST", "/api/inventory", { name, category: "mesh", quantity, threshold });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const quantity = async (id: number) =>
    ((await (await call("GET", "/api/inventory")).json()) as { id: number; quantity: number }[]).find((item) => item.id === id)?.quantity;
  const history = async (id: number) => (await (await call("GET", `/api/inventory/${id}/history`)).json()) as HistoryRow[];
  const place = async (overrides: Record<string, unknown> = {}) => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm(overrides) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const setStatus = async (id: number, status: string) => expect((await call("PATCH", `/api/orders/${id}`, { status })).status).toBe(200);
  const materials = async (id: number) => ((await (await call("GET", `/api/orders/${id}`)).json()) as { materials: Material[] }).materials;

  it("saves the whole list and reads it back; refuses an unknown field or item with 400 and errors, changing nothing", async () => {
    const mesh = await addItem("Rules mesh", 5);
    const rules = [
      { field: "meshOption", equals: "Providing my own mesh", itemId: mesh, quantity: 1 },
      { field: "serviceName", equals: "Mesh Pocket", itemId: mesh, quantity: 2 },
    ];
    const put = await call("PUT", "/api/materials/rules", rules);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual(rules);
    expect(await (await call("GET", "/api/materials/rules")).json()).toEqual(rules);

    const badField = await call("PUT", "/api/materials/rules", [{ ...rules[0], field: "headColor" }]);
    expect(badField.status).toBe(400);
    expect(Object.keys(((await badField.json()) as { errors: Record<string, string> }).errors)).toEqual(["0.field"]);
    const badItem = await call("PUT", "/api/materials/rules", [rules[0], { ...rules[1], itemId: 999_999 }]);
    expect(badItem.status).toBe(400);
    expect(((await badItem.json()) as { errors: Record<string, string> }).errors).toEqual({ "1.itemId": "No such inventory item." });
    const badQuantity = await call("PUT", "/api/materials/rules", [{ ...rules[0], quantity: 0 }]);
    expect(badQuantity.status).toBe(400);
    expect(await (await call("GET", "/api/materials/rules")).json()).toEqual(rules);

    const activity = (await (await call("GET", "/api/activity?kind=inventory")).json()) as { action: string }[];
    expect(activity.filter((row) => row.action === "materials rules updated")).toHaveLength(1);
    expect((await call("PUT", "/api/materials/rules", [])).status).toBe(200);
  });

  it("is the admin's only", async () => {
    expect((await call("GET", "/api/materials/rules", undefined, "")).status).toBe(401);
    expect((await call("PUT", "/api/materials/rules", [], "")).status).toBe(401);
    expect((await call("GET", "/api/materials/rules", undefined, user)).status).toBe(403);
    expect((await call("PUT", "/api/materials/rules", [], user)).status).toBe(403);
  });

  it("an order that starts takes its materials once, back and forth; a cancellation puts them back, each move a history row naming the order", async () => {
    const mesh = await addItem("Start mesh", 3);
    const strings = await addItem("Start strings", 1);
    expect(
      (
        await call("PUT", "/api/materials/rules", [
          { field: "headType", equals: "stx surgeon 1000", itemId: mesh, quantity: 1 },
          { field: "stringOption", equals: "Providing my own strings", itemId: strings, quantity: 2 },
        ])
      ).status,
    ).toBe(200);
    const order = await place();
    expect(await materials(order)).toEqual([]);

    await setStatus(order, "in_progress");
    expect(await quantity(mesh)).toBe(2);
    expect(await quantity(strings)).toBe(0);
    expect(await materials(order)).toEqual([
      { itemId: mesh, name: "Start mesh", quantity: 1, short: 0 },
      { itemId: strings, name: "Start strings", quantity: 1, short: 1 },
    ]);
    expect((await history(mesh))[0]).toMatchObject({
      orderId: order,
      quantityBefore: 3,
      quantityAfter: 2,
      actionBy: expect.stringMatching(/^admin-/),
      description: `Used 1 for order #${order} (3 → 2)`,
    });

    await setStatus(order, "pending");
    await setStatus(order, "in_progress");
    expect(await quantity(mesh)).toBe(2);
    expect((await history(mesh)).filter((row) => row.orderId === order)).toHaveLength(1);

    await setStatus(order, "cancelled");
    expect(await quantity(mesh)).toBe(3);
    expect(await quantity(strings)).toBe(1);
    expect(await materials(order)).toEqual([]);
    expect((await history(mesh))[0]).toMatchObject({
      orderId: order,
      quantityBefore: 2,
      quantityAfter: 3,
      description: `Returned 1 from cancelled order #${order} (2 → 3)`,
    });
    expect((await history(mesh)).filter((row) => row.orderId === null)).toHaveLength(1);
    await call("PUT", "/api/materials/rules", []);
  });

  it("queues one low-stock mail for the owner when a take crosses the threshold, not one per order; again after a restock", async () => {
    const mesh = await addItem("Low mesh", 2, 1);
    await call("PUT", "/api/materials/rules", [{ field: "meshOption", equals: "Providing my own mesh", itemId: mesh, quantity: 1 }]);
    const lowStockJobs = async () =>
      rowsOf<{ data: { itemId: number; quantity: number; orderId: number; name: string } }>(
        await app().db.execute(sql`select data from pgboss.job where name = 'low-stock-mail' and (data->>'itemId')::int = ${mesh} order by created_on`),
      ).map((row) => row.data);
    const first = await place();
    await setStatus(first, "in_progress");
    expect(await lowStockJobs()).toEqual([expect.objectContaining({ itemId: mesh, name: "Low mesh", quantity: 1, orderId: first })]);
    const second = await place();
    await setStatus(second, "in_progress");
    expect(await quantity(mesh)).toBe(0);
    expect(await lowStockJobs()).toHaveLength(1);

    expect((await call("PATCH", `/api/inventory/${mesh}`, { quantity: 2 })).status).toBe(200);
    const third = await place();
    await setStatus(third, "in_progress");
    expect((await lowStockJobs()).map((job) => job.orderId)).toEqual([first, third]);
    await call("PUT", "/api/materials/rules", []);
  });

  it("an order started from the shipping form takes its materials too, and two started at once share the last piece", async () => {
    const mesh = await addItem("Last mesh", 1, 1);
    await call("PUT", "/api/materials/rules", [{ field: "meshOption", equals: "Providing my own mesh", itemId: mesh, quantity: 1 }]);
    const viaShipping = await place();
    expect((await call("PATCH", `/api/orders/${viaShipping}/shipping`, { trackingNumber: "", status: "in_progress" })).status).toBe(200);
    expect(await materials(viaShipping)).toEqual([{ itemId: mesh, name: "Last mesh", quantity: 1, short: 0 }]);
    expect(await quantity(mesh)).toBe(0);

    expect((await call("PATCH", `/api/inventory/${mesh}`, { quantity: 1 })).status).toBe(200);
    const [first, second] = [await place(), await place()];
    await Promise.all([setStatus(first, "in_progress"), setStatus(second, "in_progress")]);
    expect(await quantity(mesh)).toBe(0);
    const taken = [...(await materials(first)), ...(await materials(second))].map((row) => [row.quantity, row.short]).sort();
    expect(taken).toEqual([
      [0, 1],
      [1, 0],
    ]);
    await call("PUT", "/api/materials/rules", []);
  });

  it("GET /api/orders answers each row of the page with its own materials: the shortage, the take, none before it starts", async () => {
    const mesh = await addItem("Listed mesh", 1);
    const strings = await addItem("Listed strings", 9);
    await call("PUT", "/api/materials/rules", [
      { field: "headType", equals: "Listed Head", itemId: mesh, quantity: 1 },
      { field: "headType", equals: "Listed Head", itemId: strings, quantity: 2 },
    ]);
    const customer = { firstName: "Lister", lastName: "Materials", headType: "Listed Head" };
    const [oldest, first, second, untaken] = [await place(customer), await place(customer), await place(customer), await place(customer)];
    for (const id of [oldest, first, second]) await setStatus(id, "in_progress");
    const page = async (query: string) => {
      const response = await call("GET", `/api/orders?q=Lister%20Materials&${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { id: number; materials: Material[] }[];
    };
    const newest = await page("limit=3&offset=0");
    expect(newest.map((row) => row.id)).toEqual([untaken, second, first]);
    expect(Object.fromEntries(newest.map((row) => [row.id, row.materials]))).toEqual({
      [untaken]: [],
      [second]: [
        { itemId: mesh, name: "Listed mesh", quantity: 0, short: 1 },
        { itemId: strings, name: "Listed strings", quantity: 2, short: 0 },
      ],
      [first]: [
        { itemId: mesh, name: "Listed mesh", quantity: 0, short: 1 },
        { itemId: strings, name: "Listed strings", quantity: 2, short: 0 },
      ],
    });
    for (const row of newest) expect(row.materials).toEqual(await materials(row.id));
    const [last] = await page("limit=3&offset=3");
    expect(last).toMatchObject({
      id: oldest,
      materials: [{ itemId: mesh, name: "Listed mesh", quantity: 1, short: 0 }, expect.objectContaining({ itemId: strings })],
    });
    await call("PUT", "/api/materials/rules", []);
  });

  it("GET /needs counts what the pending orders not yet started need, beside the stock, and is the admin's only", async () => {
    type Need = { itemId: number; name: string; quantity: number; threshold: number; needed: number };
    const head = await addItem("Needs head", 3, 1);
    const plenty = await addItem("Needs plenty", 50, 1);
    await call("PUT", "/api/materials/rules", [{ field: "headType", equals: "Needs Test Head", itemId: head, quantity: 1 }]);
    const needs = async () => {
      const response = await call("GET", "/api/materials/needs");
      expect(response.status).toBe(200);
      return (await response.json()) as Need[];
    };
    const first = await place({ headType: "Needs Test Head" });
    await place({ headType: "Needs Test Head" });
    expect((await needs()).find((need) => need.itemId === head)).toEqual({ itemId: head, name: "Needs head", quantity: 3, threshold: 1, needed: 2 });
    expect((await needs()).some((need) => need.itemId === plenty)).toBe(false);

    await setStatus(first, "in_progress");
    expect((await needs()).find((need) => need.itemId === head)).toEqual({ itemId: head, name: "Needs head", quantity: 2, threshold: 1, needed: 1 });
    // Back to pending, the order still holds its take: it is not counted again.
    await setStatus(first, "pending");
    expect((await needs()).find((need) => need.itemId === head)?.needed).toBe(1);

    expect((await call("GET", "/api/materials/needs", undefined, "")).status).toBe(401);
    expect((await call("GET", "/api/materials/needs", undefined, user)).status).toBe(403);
    await call("PUT", "/api/materials/rules", []);
  });
});
