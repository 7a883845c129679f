import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { pdfPageText } from "@stringing/adapters/local/pdf-page-text";
import { orderEvents, orders, paymentSettings, services, shippingLabels } from "@stringing/adapters/postgres/schema/index";
import { LABEL_NOT_RECORDED_MESSAGE } from "@stringing/core/shipping/create-label";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type OrderBody = Record<string, unknown> & { id: number; status: string; paymentStatus: string; amountPaid: number | null; paidAt: string | null };
type EventBody = { id: number; type: string; at: string; actor: string; data: Record<string, unknown> };

/** docs/rules/orders.md and payments.md: payment status, the timeline and its notes, finding orders, the work ticket. */
describe("order lifecycle routes", () => {
  const app = useTestApp({ publicFormLimit: 1000, publicUrl: "https://strings.example" });
  let admin: string;
  let adminName: string;
  let user: string;

  beforeAll(async () => {
    const { db } = app();
    await db.update(services).set({ price: 4500 }).where(eq(services.name, "Mesh Pocket"));
    await db
      .insert(paymentSettings)
      .values({ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount=[amount]" })
      .onConflictDoUpdate({ target: paymentSettings.serviceName, set: { paymentLink: "https://pay.example/mesh?amount=[amount]" } });
    admin = await app().signIn("admin");
    const who = await app().request("/api/user", { cookie: admin });
    adminName = ((await who.json()) as { username: string }).username;
    user = await app().signIn("user");
  });

  const call = (method: string, path: string, json?: unknown, cookie = admin) =>
    app().request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm(overrides) });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; paymentUrl: string | null; statusUrl: string };
  };
  const events = async (id: number) => {
    const response = await call("GET", `/api/orders/${id}/events`);
    expect(response.status).toBe(200);
    return (await response.json()) as EventBody[];
  };
  const ids = async (query: string) => {
    const response = await call("GET", `/api/orders?${query}`);
    expect(response.status, query).toBe(200);
    return ((await response.json()) as OrderBody[]).map((order) => order.id);
  };

  it("answers the status page URL on PUBLIC_URL, and shows it in every admin view of the order", async () => {
    const placed = await create();
    expect(placed.statusUrl).toMatch(/^https:\/\/strings\.example\/track\/[0-9a-f]{64}$/);
    const [row] = await app().db.select().from(orders).where(eq(orders.id, placed.id));
    expect(placed.statusUrl).toBe(`https://strings.example/track/${row!.trackingToken}`);
    const one = (await (await call("GET", `/api/orders/${placed.id}`)).json()) as OrderBody;
    expect(one).toMatchObject({ statusUrl: placed.statusUrl, paymentStatus: "unpaid", amountPaid: null, paidAt: null });
    const listed = (await (await call("GET", "/api/orders")).json()) as OrderBody[];
    expect(listed.find((order) => order.id === placed.id)).toMatchObject({ statusUrl: placed.statusUrl, paymentStatus: "unpaid" });
  });

  describe("PATCH /api/orders/{id}/payment", () => {
    it("marks paid with the order's price by default, then unpaid, refunded and paid with an amount", async () => {
      const { id } = await create();
      const paid = await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "paid" });
      expect(paid.status).toBe(200);
      const paidBody = (await paid.json()) as OrderBody;
      expect(paidBody).toMatchObject({ id, paymentStatus: "paid", amountPaid: 4500, status: "pending" });
      expect(Date.parse(paidBody.paidAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

      expect(await (await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "refunded" })).json()).toMatchObject({
        paymentStatus: "refunded",
        amountPaid: 4500,
        paidAt: paidBody.paidAt,
      });
      expect(await (await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "unpaid" })).json()).toMatchObject({
        paymentStatus: "unpaid",
        amountPaid: null,
        paidAt: null,
      });
      expect(
        await (await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "paid", amountPaid: 3000, note: "Cash at the field" })).json(),
      ).toMatchObject({
        paymentStatus: "paid",
        amountPaid: 3000,
      });
      const payments = (await events(id)).filter((event) => event.type === "payment_changed");
      expect(payments.map(({ actor, data }) => ({ actor, data }))).toEqual([
        { actor: adminName, data: { from: "unpaid", to: "paid", amountPaid: 4500 } },
        { actor: adminName, data: { from: "paid", to: "refunded", amountPaid: 4500 } },
        { actor: adminName, data: { from: "refunded", to: "unpaid", amountPaid: null } },
        { actor: adminName, data: { from: "unpaid", to: "paid", amountPaid: 3000, note: "Cash at the field" } },
      ]);
    });

    it("marks partially paid by hand with the amount paid so far, found by its filter; refuses it without an amount", async () => {
      const { id } = await create({ customerEmail: "partial-by-hand@example.com" });
      for (const body of [{ paymentStatus: "partially_paid" }, { paymentStatus: "partially_paid", amountPaid: 0 }]) {
        const refused = await call("PATCH", `/api/orders/${id}/payment`, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(await refused.json()).toMatchObject({ message: expect.any(String), errors: { amountPaid: expect.any(String) } });
      }
      const partial = await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "partially_paid", amountPaid: 2000, note: "Half in cash" });
      expect(partial.status).toBe(200);
      expect(await partial.json()).toMatchObject({ id, paymentStatus: "partially_paid", amountPaid: 2000, paidAt: expect.any(String) });
      expect(await ids("paymentStatus=partially_paid&q=partial-by-hand")).toEqual([id]);
      expect((await events(id)).filter((event) => event.type === "payment_changed").map(({ data }) => data)).toEqual([
        { from: "unpaid", to: "partially_paid", amountPaid: 2000, note: "Half in cash" },
      ]);
    });

    it("answers 400 for anything else, 404 for an unknown order, 401 and 403 for the wrong caller", async () => {
      const { id } = await create();
      for (const body of [
        {},
        { paymentStatus: "PAID" },
        { paymentStatus: "partial" },
        { paymentStatus: "paid", amountPaid: -1 },
        { paymentStatus: "paid", amountPaid: 12.5 },
        { paymentStatus: "paid", amountPaid: "45" },
        { paymentStatus: "unpaid", amountPaid: 100 },
        { paymentStatus: "paid", note: "" },
        { paymentStatus: "paid", note: "x".repeat(5001) },
      ]) {
        const response = await call("PATCH", `/api/orders/${id}/payment`, body);
        expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
      }
      expect((await call("PATCH", "/api/orders/999999/payment", { paymentStatus: "paid" })).status).toBe(404);
      expect((await call("PATCH", "/api/orders/abc/payment", { paymentStatus: "paid" })).status).toBe(400);
      expect((await app().request(`/api/orders/${id}/payment`, { method: "PATCH", json: { paymentStatus: "paid" } })).status).toBe(401);
      expect((await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "paid" }, user)).status).toBe(403);
      expect(await (await call("GET", `/api/orders/${id}`)).json()).toMatchObject({ paymentStatus: "unpaid" });
    });
  });

  describe("PATCH /api/orders/{id}/price", () => {
    it("sets the price with a price_changed event; the payment status, the balance and the payment link follow", async () => {
      const { id, statusUrl } = await create();
      await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "paid", amountPaid: 4500 });
      const response = await call("PATCH", `/api/orders/${id}/price`, { servicePrice: 6000 });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, servicePrice: 6000, paymentStatus: "partially_paid", amountPaid: 4500 });
      expect((await events(id)).slice(-2)).toMatchObject([
        { type: "price_changed", actor: adminName, data: { from: 4500, to: 6000 } },
        { type: "payment_changed", actor: adminName, data: { from: "paid", to: "partially_paid", amountPaid: 4500 } },
      ]);
      const page = await app().request(`/api/track/${statusUrl.split("/").pop()}`);
      expect(await page.json()).toMatchObject({ servicePrice: 6000, balanceDue: 1500, paymentUrl: "https://pay.example/mesh?amount=15.00" });
    });

    it("answers 400 with the field's message, 404 for an unknown order, 401 and 403 for others, changing nothing", async () => {
      const { id } = await create();
      for (const body of [{}, { servicePrice: -1 }, { servicePrice: 12.5 }, { servicePrice: "45" }, { servicePrice: 100_000_001 }]) {
        const response = await call("PATCH", `/api/orders/${id}/price`, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ message: expect.any(String), errors: { servicePrice: expect.any(String) } });
      }
      expect((await call("PATCH", "/api/orders/999999/price", { servicePrice: 100 })).status).toBe(404);
      expect((await app().request(`/api/orders/${id}/price`, { method: "PATCH", json: { servicePrice: 100 } })).status).toBe(401);
      expect((await call("PATCH", `/api/orders/${id}/price`, { servicePrice: 100 }, user)).status).toBe(403);
      expect(await (await call("GET", `/api/orders/${id}`)).json()).toMatchObject({ servicePrice: 4500 });
    });
  });

  describe("the timeline", () => {
    it("starts with created and records status, shipping and notes, oldest first, with who did it", async () => {
      const { id } = await create();
      await call("PATCH", `/api/orders/${id}`, { status: "in_progress" });
      await call("PATCH", `/api/orders/${id}`, { status: "in_progress" });
      await call("PATCH", `/api/orders/${id}/shipping`, { trackingNumber: "9400111" });
      const note = await call("POST", `/api/orders/${id}/notes`, { text: "  Customer wants <b>extra</b> whip  " });
      expect(note.status).toBe(201);
      const noteBody = (await note.json()) as EventBody;
      expect(noteBody).toEqual({
        id: expect.any(Number),
        type: "note",
        at: expect.any(String),
        actor: adminName,
        data: { text: "Customer wants <b>extra</b> whip" },
      });
      const timeline = await events(id);
      // The mails the changes queued (the worker's mail_sent is not running here) are the system's.
      const mailQueued = (template: string, recipient = "customer") => ({
        type: "mail_queued",
        actor: "system",
        data: { template, recipient, jobId: expect.any(String) },
      });
      expect(timeline.map(({ type, actor, data }) => ({ type, actor, data }))).toEqual([
        { type: "created", actor: "customer", data: {} },
        mailQueued("order-received"),
        mailQueued("owner-new-order", "owner"),
        { type: "status_changed", actor: adminName, data: { from: "pending", to: "in_progress" } },
        { type: "received", actor: adminName, data: { promisedBy: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) } },
        mailQueued("head-received"),
        { type: "tracking_updated", actor: adminName, data: { from: null, to: "9400111" } },
        { type: "status_changed", actor: adminName, data: { from: "in_progress", to: "shipped" } },
        mailQueued("shipped"),
        { type: "note", actor: adminName, data: { text: "Customer wants <b>extra</b> whip" } },
      ]);
      expect(timeline.at(-1)).toEqual(noteBody);
      for (const event of timeline) expect(Object.keys(event).sort()).toEqual(["actor", "at", "data", "id", "type"]);
    });

    it("refuses an empty, blank or too long note (400), an unknown order (404) and the wrong caller", async () => {
      const { id } = await create();
      for (const body of [{}, { text: "" }, { text: "   " }, { text: 5 }, { text: "x".repeat(5001) }]) {
        expect((await call("POST", `/api/orders/${id}/notes`, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
      }
      expect((await call("POST", `/api/orders/${id}/notes`, { text: "x".repeat(5000) })).status).toBe(201);
      expect((await call("POST", "/api/orders/999999/notes", { text: "hello" })).status).toBe(404);
      expect((await call("GET", "/api/orders/999999/events")).status).toBe(404);
      expect((await call("GET", "/api/orders/abc/events")).status).toBe(400);
      expect((await app().request(`/api/orders/${id}/events`)).status).toBe(401);
      expect((await call("GET", `/api/orders/${id}/events`, undefined, user)).status).toBe(403);
      expect((await app().request(`/api/orders/${id}/notes`, { method: "POST", json: { text: "hi" } })).status).toBe(401);
      expect((await call("POST", `/api/orders/${id}/notes`, { text: "hi" }, user)).status).toBe(403);
    });
  });

  describe("finding orders", () => {
    it("finds an order by its number with or without #, and by name, e-mail and tracking numbers", async () => {
      const a = await create({ firstName: "Quinn", lastName: "Finder", customerEmail: "quinn.finder@example.com" });
      const b = await create({ firstName: "Rory", lastName: "Seeker", customerEmail: "rory@example.com" });
      await call("PATCH", `/api/orders/${b.id}/shipping`, { trackingNumber: `TRK-${a.id}-X` });
      expect(await ids(`q=%23${a.id}`)).toEqual([a.id]);
      expect(await ids(`q=${encodeURIComponent(` # ${a.id} `)}`)).toEqual([a.id]);
      // Bare digits of an existing order name that order alone, though b's tracking number holds them too.
      expect(await ids(`q=${a.id}`)).toEqual([a.id]);
      expect(await ids("q=%23999999")).toEqual([]);
      expect(await ids("q=%2399999999999")).toEqual([]);
      expect(await ids("q=quinn%20finder")).toEqual([a.id]);
      expect(await ids("q=RORY%40EXAMPLE")).toEqual([b.id]);
      expect(await ids(`q=trk-${a.id}`)).toEqual([b.id]);
      // The shipping tab's search finds it by number too.
      expect(await ids(`shipped=true&q=%23${b.id}`)).toEqual([b.id]);
      expect(await ids(`shipped=false&q=%23${b.id}`)).toEqual([]);
    });

    it("filters by status and payment status and pages, saying how many match", async () => {
      const paid = await create({ customerEmail: "paging-paid@example.com" });
      const unpaid = await create({ customerEmail: "paging-unpaid@example.com" });
      await call("PATCH", `/api/orders/${paid.id}/payment`, { paymentStatus: "paid" });
      await call("PATCH", `/api/orders/${paid.id}`, { status: "in_progress" });
      expect(await ids("paymentStatus=paid&q=paging")).toEqual([paid.id]);
      expect(await ids("paymentStatus=unpaid&q=paging")).toEqual([unpaid.id]);
      expect(await ids("paymentStatus=paid&status=pending&q=paging")).toEqual([]);
      expect(await ids("paymentStatus=paid&status=in_progress&q=paging")).toEqual([paid.id]);
      const page = await call("GET", "/api/orders?q=paging&limit=1&offset=1");
      expect(page.headers.get("x-total-count")).toBe("2");
      expect(((await page.json()) as OrderBody[]).map((order) => order.id)).toEqual([paid.id]);
      for (const bad of ["paymentStatus=PAID", "paymentStatus=partial", "limit=0", `q=${"x".repeat(201)}`]) {
        expect((await call("GET", `/api/orders?${bad}`)).status, bad).toBe(400);
      }
    });
  });

  describe("GET /api/orders/{id}/ticket.pdf", () => {
    it("answers a one-page PDF with the order number, the job and the notes", async () => {
      const { id } = await create({
        firstName: "Tess",
        lastName: "Ticket",
        headType: "ECD Rebel Offense",
        headColor: "Neon Green",
        position: "Midfield",
        pocketPreference: "Mid Pocket",
        stringerNotes: "Two shooters, one nylon",
      });
      const response = await call("GET", `/api/orders/${id}/ticket.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`inline; filename="ticket-${id}.pdf"`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      const text = await pdfPageText(bytes);
      for (const expected of [`#${id}`, "Tess Ticket", "Mesh Pocket", "ECD Rebel Offense", "Neon Green", "Midfield", "Mid Pocket", "Two shooters, one nylon"]) {
        expect(text, expected).toContain(expected);
      }
      expect((await call("GET", "/api/orders/999999/ticket.pdf")).status).toBe(404);
      expect((await call("GET", "/api/orders/abc/ticket.pdf")).status).toBe(400);
      expect((await app().request(`/api/orders/${id}/ticket.pdf`)).status).toBe(401);
      expect((await call("GET", `/api/orders/${id}/ticket.pdf`, undefined, user)).status).toBe(403);
    });
  });

  it("writes no event for a request that changes nothing or is refused", async () => {
    const { id } = await create();
    await call("PATCH", `/api/orders/${id}`, { status: "pending" });
    await call("PATCH", `/api/orders/${id}`, { status: "lost" });
    await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "unpaid" });
    await call("PATCH", `/api/orders/${id}/shipping`, { trackingNumber: "" });
    const stored = await app().db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(stored.map((event) => event.type)).toEqual(["created", "mail_queued", "mail_queued"]);
  });

  it("commits every change with its event or not at all: a failing event write leaves the order as it was", async () => {
    const { id } = await create();
    const { db } = app();
    const before = (await db.select().from(orders).where(eq(orders.id, id)))[0];
    const labelsBefore = await readdir(join(app().dataDir, "labels")).catch(() => [] as string[]);
    // A failure after the order's row has changed: the event insert that follows it is refused by the database.
    await db.execute(sql`create or replace function refuse_order_event() returns trigger language plpgsql as $$ begin raise exception 'event refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_order_event before insert on order_events for each row when (new.type <> 'created') execute function refuse_order_event()`,
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [method, path, json] of [
        ["PATCH", `/api/orders/${id}`, { status: "cancelled" }],
        ["PATCH", `/api/orders/${id}/shipping`, { trackingNumber: "9400999", shippingLabelUrl: "/x.pdf" }],
        ["PATCH", `/api/orders/${id}/payment`, { paymentStatus: "paid", amountPaid: 100 }],
        ["POST", `/api/orders/${id}/notes`, { text: "never stored" }],
        ["POST", `/api/shipping/create-outbound-label/${id}`, undefined],
        ["POST", `/api/shipping/create-dual-labels/${id}`, undefined],
      ] as const) {
        const response = await call(method, path, json);
        if (path.startsWith("/api/shipping/")) {
          // A label bought but not recorded is voided: one clear error, not a bug's 500 (decision 0017).
          expect(response.status, path).toBe(503);
          expect(await response.json()).toEqual({ message: LABEL_NOT_RECORDED_MESSAGE });
          continue;
        }
        expect(response.status, path).toBe(500);
        expect(await response.json()).toEqual({ message: "Internal server error" });
      }
    } finally {
      error.mockRestore();
      await db.execute(sql`drop trigger refuse_order_event on order_events`);
      await db.execute(sql`drop function refuse_order_event()`);
    }
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0]).toEqual(before);
    expect((await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((event) => event.type)).toEqual([
      "created",
      "mail_queued",
      "mail_queued",
    ]);
    expect(await db.select().from(shippingLabels).where(eq(shippingLabels.orderId, id))).toEqual([]);
    // The drawn label files were removed again too (each step undoes itself).
    expect(await readdir(join(app().dataDir, "labels")).catch(() => [] as string[])).toEqual(labelsBefore);
    // And with the database willing again, the same change goes through with its event.
    expect((await call("PATCH", `/api/orders/${id}`, { status: "cancelled" })).status).toBe(200);
    expect((await events(id)).map((event) => event.type)).toEqual(["created", "mail_queued", "mail_queued", "status_changed"]);
  });
});
