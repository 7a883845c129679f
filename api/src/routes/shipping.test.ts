import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { orders, shippingLabels, websiteContent } from "@stringing/adapters/postgres/schema/index";
import { pdfPageText } from "@stringing/adapters/local/pdf-page-text";
import { isValidUspsTrackingNumber } from "@stringing/adapters/local/usps-tracking-number";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type LabelBody = {
  id: number;
  orderId: number;
  labelUrl: string;
  trackingNumber: string;
  carrier: string;
  rate: number;
  kind: string;
  order: Record<string, unknown>;
};

describe("shipping routes", () => {
  const app = useTestApp();
  let admin: string;
  let user: string;

  beforeAll(async () => {
    admin = await app().signIn("admin");
    user = await app().signIn("user");
  });

  const newOrder = async (overrides: Record<string, unknown> = {}) => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm(overrides) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const post = (path: string, cookie = admin) => app().request(path, { method: "POST", cookie });
  const labelFilesOnDisk = () => readdir(join(app().dataDir, "labels")).catch(() => [] as string[]);

  it("creates a label: label result, order shipped, PDF saved and served to admins only", async () => {
    const id = await newOrder();
    const response = await post(`/api/shipping/create-label/${id}`);
    expect(response.status).toBe(200);
    const label = (await response.json()) as LabelBody;
    expect(label).toMatchObject({ id: expect.any(Number), orderId: id, kind: "shipping", carrier: "USPS (test label)", rate: 0 });
    expect(isValidUspsTrackingNumber(label.trackingNumber)).toBe(true);
    expect(label.labelUrl).toMatch(/^\/api\/shipping\/labels\/[0-9a-f]{32}\.pdf$/);
    expect(label.order).toMatchObject({ status: "shipped", trackingNumber: label.trackingNumber, shippingLabelUrl: label.labelUrl });
    const [stored] = await app().db.select().from(orders).where(eq(orders.id, id));
    expect(stored).toMatchObject({ status: "shipped", trackingNumber: label.trackingNumber, shippingLabelUrl: label.labelUrl });
    expect(await app().db.select().from(shippingLabels).where(eq(shippingLabels.orderId, id))).toMatchObject([
      { kind: "shipping", trackingNumber: label.trackingNumber },
    ]);

    const pdfResponse = await app().request(label.labelUrl, { cookie: admin });
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(new Uint8Array(await pdfResponse.arrayBuffer()));
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toContain(label.trackingNumber);

    expect((await app().request(label.labelUrl)).status).toBe(401);
    expect((await app().request(label.labelUrl, { cookie: user })).status).toBe(403);
  });

  it("never serves a path outside the labels folder", async () => {
    for (const file of ["..%2F..%2Fpglite", "..%2Fsecret.pdf", "nope.pdf", "%2Fetc%2Fpasswd", `${"0".repeat(32)}.pdf`]) {
      const response = await app().request(`/api/shipping/labels/${file}`, { cookie: admin });
      expect(response.status, file).toBe(404);
      expect(response.headers.get("content-type"), file).toContain("application/json");
    }
  });

  it("uses the contact-info address as the sender", async () => {
    await app().db.update(websiteContent).set({ founderName: "77 Crease Court|Towson, MD 21204" }).where(eq(websiteContent.section, "contact-info"));
    const id = await newOrder();
    const label = (await (await post(`/api/shipping/create-label/${id}`)).json()) as LabelBody;
    const pdf = await app().request(label.labelUrl, { cookie: admin });
    const text = await pdfPageText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain("77 CREASE COURT");
    expect(text).toContain("TOWSON, MD 21204");
    expect(text).toContain(label.trackingNumber);
  });

  it("creates dual labels: return and outbound, the outbound number set, the work status unchanged (contract)", async () => {
    const id = await newOrder();
    const response = await post(`/api/shipping/create-dual-labels/${id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { returnLabel: LabelBody; outboundLabel: LabelBody; order: Record<string, unknown> };
    expect(body.returnLabel).toMatchObject({ kind: "return", orderId: id });
    expect(body.outboundLabel).toMatchObject({ kind: "outbound", orderId: id });
    expect(body.order).toMatchObject({
      status: "pending",
      returnTrackingNumber: body.returnLabel.trackingNumber,
      returnLabelUrl: body.returnLabel.labelUrl,
      outboundTrackingNumber: body.outboundLabel.trackingNumber,
      outboundLabelUrl: body.outboundLabel.labelUrl,
      trackingNumber: body.outboundLabel.trackingNumber,
      shippingLabelUrl: null,
    });
  });

  it("creates a return label without shipping the order, and an outbound label that ships it", async () => {
    const id = await newOrder();
    const returned = (await (await post(`/api/shipping/create-return-label/${id}`)).json()) as LabelBody;
    expect(returned).toMatchObject({ kind: "return", order: { status: "pending", returnTrackingNumber: returned.trackingNumber, trackingNumber: null } });
    const outbound = (await (await post(`/api/shipping/create-outbound-label/${id}`)).json()) as LabelBody;
    expect(outbound).toMatchObject({ kind: "outbound", order: { status: "shipped", outboundLabelUrl: outbound.labelUrl, returnLabelUrl: returned.labelUrl } });
  });

  it("creates simple test labels", async () => {
    const id = await newOrder();
    const returned = await post(`/api/shipping/simple/return/${id}`);
    expect(returned.status).toBe(200);
    expect(await returned.json()).toMatchObject({
      kind: "return",
      testLabel: true,
      trackingNumber: expect.stringMatching(/^\d{22}$/),
      labelUrl: expect.any(String),
    });
    const outbound = await post(`/api/shipping/simple/outbound/${id}`);
    expect(await outbound.json()).toMatchObject({ kind: "outbound", testLabel: true, order: { status: "shipped" } });
  });

  it("answers 404 for an unknown order, 400 for an invalid address or id, and leaves no file behind", async () => {
    const before = (await labelFilesOnDisk()).length;
    const routes = ["create-label", "create-dual-labels", "create-return-label", "create-outbound-label", "simple/return", "simple/outbound"];
    const id = await newOrder();
    await app()
      .db.update(orders)
      .set({ shippingInfo: { address: "12 Main St", city: "", state: "IL", zip: "62701" } })
      .where(eq(orders.id, id));
    for (const route of routes) {
      const missing = await post(`/api/shipping/${route}/999999`);
      expect(missing.status, route).toBe(404);
      expect(await missing.json()).toEqual({ message: "Order not found" });
      const invalid = await post(`/api/shipping/${route}/${id}`);
      expect(invalid.status, route).toBe(400);
      expect(await invalid.json()).toEqual({ message: "Please ensure the order has a valid shipping address." });
      expect((await post(`/api/shipping/${route}/abc`)).status, route).toBe(400);
    }
    expect((await labelFilesOnDisk()).length).toBe(before);
  });

  it("answers 401 anonymous and 403 non-admin on every shipping route", async () => {
    const id = await newOrder();
    for (const route of ["create-label", "create-dual-labels", "create-return-label", "create-outbound-label", "simple/return", "simple/outbound"]) {
      expect((await post(`/api/shipping/${route}/${id}`, "")).status, route).toBe(401);
      expect((await post(`/api/shipping/${route}/${id}`, user)).status, route).toBe(403);
    }
    const [order] = await app().db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe("pending");
  });
});
