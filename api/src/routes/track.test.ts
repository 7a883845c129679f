import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, paymentSettings, services } from "@stringing/adapters/postgres/schema/index";
import { svgQrText } from "@stringing/adapters/testing/svg-qr-codes";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

type StatusPage = {
  id: number;
  status: string;
  paymentStatus: string;
  createdAt: string;
  serviceName: string;
  servicePrice: number;
  balanceDue: number;
  paymentUrl: string | null;
  inboundTracking: { carrier: string; trackingNumber: string; url: string } | null;
  outboundTracking: { carrier: string; trackingNumber: string; url: string } | null;
  returnLabelUrl: string | null;
  events: { type: string; at: string; to?: string; direction?: string }[];
  recipe: Record<string, unknown>;
};

/** docs/rules/orders.md, The customer's status page: GET /api/track/{token}, anonymous. */
describe("GET /api/track/{token}", () => {
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin: string;

  beforeAll(async () => {
    const { db } = app();
    await db.update(services).set({ price: 4500 }).where(eq(services.name, "Mesh Pocket"));
    await db
      .insert(paymentSettings)
      .values({ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/test_mesh" })
      .onConflictDoUpdate({ target: paymentSettings.serviceName, set: { paymentLink: "https://buy.stripe.com/test_mesh" } });
    admin = await app().signIn("admin");
  });

  const secrets = {
    customerEmail: "private.person@example.com",
    customerPhone: "555-867-5309",
    shippingAddress: "742 Evergreen Terrace",
    shippingCity: "Springfield",
    shippingZip: "49007",
  };
  const create = async () => {
    const response = await app().request("/api/orders", {
      method: "POST",
      json: validOrderForm({
        ...secrets,
        pocketPreference: "High Pocket",
        stringerNotes: "Red sidewall, two straight shooters",
        pocket: { sidewallColor: "Red", shooters: [{ style: "straight" }, { style: "straight" }] },
      }),
    });
    return (await response.json()) as { id: number; statusUrl: string; paymentUrl: string };
  };
  const track = (path: string) => app().request(`/api/track/${path}`);
  const tokenOf = (statusUrl: string) => new URL(statusUrl).pathname.split("/").pop()!;

  it("shows the order's progress, its payment link while unpaid, and never the e-mail, phone or street address", async () => {
    const placed = await create();
    const response = await track(tokenOf(placed.statusUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    const page = JSON.parse(text) as StatusPage;
    expect(page).toEqual({
      id: placed.id,
      status: "pending",
      paymentStatus: "unpaid",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      receivedAt: null,
      promisedBy: null,
      serviceName: "Mesh Pocket",
      servicePrice: 4500,
      balanceDue: 4500,
      charges: [],
      paymentUrl: `https://buy.stripe.com/test_mesh?client_reference_id=${placed.id}`,
      inboundTracking: null,
      outboundTracking: null,
      returnLabelUrl: null,
      events: [{ type: "created", at: expect.any(String) }],
      // The pocket as the form's fields, to order it again (no contact or address field).
      recipe: {
        serviceType: "Mesh Pocket",
        headType: "STX Surgeon 1000",
        headColor: "White",
        position: "Attack",
        pocketPreference: "High Pocket",
        meshOption: "Providing my own mesh",
        stringOption: "Providing my own strings",
        stringerNotes: "Red sidewall, two straight shooters",
        pocket: {
          sidewallColor: "Red",
          topStringColor: null,
          shooters: [
            { style: "straight", material: null, color: null },
            { style: "straight", material: null, color: null },
          ],
          channel: null,
          whip: null,
          meshBrand: null,
          diamonds: null,
        },
      },
    });
    // The intake's own answer carries the e-mail for Stripe's form; the public page never does.
    expect(new URL(placed.paymentUrl).searchParams.get("prefilled_email")).toBe(secrets.customerEmail);
    for (const secret of [...Object.values(secrets), "private.person", "%40example.com", "555-0100", "Evergreen", "Casey", "Jones"]) {
      expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
  });

  it("drops the payment link once paid, shows tracking with links and the public steps only", async () => {
    const placed = await create();
    const { id } = placed;
    const call = (method: string, path: string, json?: unknown) => app().request(path, { method, cookie: admin, ...(json ? { json } : {}) });
    await call("PATCH", `/api/orders/${id}/payment`, { paymentStatus: "paid", note: "Paid at 742 Evergreen Terrace" });
    await call("POST", `/api/orders/${id}/notes`, { text: "Call 555-867-5309 before shipping" });
    expect((await call("POST", `/api/shipping/create-return-label/${id}`)).status).toBe(200);
    await call("PATCH", `/api/orders/${id}`, { status: "in_progress" });
    expect((await call("POST", `/api/shipping/create-outbound-label/${id}`)).status).toBe(200);
    const response = await track(tokenOf(placed.statusUrl));
    const text = await response.text();
    const page = JSON.parse(text) as StatusPage;
    expect(page).toMatchObject({
      paymentStatus: "paid",
      status: "shipped",
      paymentUrl: null,
      receivedAt: expect.any(String),
      promisedBy: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    expect(page.inboundTracking).toEqual({
      carrier: "USPS (test label)",
      trackingNumber: expect.stringMatching(/^\d{22}$/),
      url: expect.stringMatching(/^https:\/\/tools\.usps\.com\//),
    });
    expect(page.outboundTracking?.trackingNumber).toMatch(/^\d{22}$/);
    expect(page.outboundTracking?.trackingNumber).not.toBe(page.inboundTracking?.trackingNumber);
    expect(page.events.map(({ type, to, direction }) => ({ type, to, direction }))).toEqual([
      { type: "created", to: undefined, direction: undefined },
      { type: "payment_changed", to: "paid", direction: undefined },
      { type: "label_created", to: undefined, direction: "inbound" },
      { type: "status_changed", to: "in_progress", direction: undefined },
      // In progress received the head: its arrival is a public step.
      { type: "received", to: undefined, direction: undefined },
      { type: "label_created", to: undefined, direction: "outbound" },
      { type: "status_changed", to: "shipped", direction: undefined },
    ]);
    for (const secret of [...Object.values(secrets), "note", "actor", "Call 555"]) expect(text, secret).not.toContain(secret);
  });

  it("answers 404, never 500, for unknown and malformed tokens", async () => {
    const placed = await create();
    const token = tokenOf(placed.statusUrl);
    const [row] = await app().db.select({ token: orders.trackingToken }).from(orders).where(eq(orders.id, placed.id));
    expect(row?.token).toBe(token);
    for (const bad of [
      "0".repeat(64),
      token.toUpperCase(),
      token.slice(1),
      `${token}0`,
      String(placed.id),
      "x",
      "%00",
      "%E0%A4%A",
      encodeURIComponent("' or 1=1 --"),
      "a".repeat(5000),
    ]) {
      const response = await track(bad);
      expect(response.status, bad.slice(0, 20)).toBe(404);
      expect(await response.json()).toEqual({ message: "Order not found" });
    }
  });

  describe("GET /api/track/{token}/return-label.pdf", () => {
    const call = (method: string, path: string) => app().request(path, { method, cookie: admin });
    const dualLabels = async () => {
      const placed = await create();
      const response = await call("POST", `/api/shipping/create-dual-labels/${placed.id}`);
      expect(response.status).toBe(200);
      const labels = (await response.json()) as { returnLabel: { id: number; labelUrl: string }; outboundLabel: { id: number; labelUrl: string } };
      return { ...placed, token: tokenOf(placed.statusUrl), labels };
    };
    const adminPdf = async (labelUrl: string) => new Uint8Array(await (await call("GET", labelUrl)).arrayBuffer());

    it("downloads that order's return label, anonymously, while the head is expected; the page links it and no admin URL", async () => {
      const { token, labels } = await dualLabels();
      const text = await (await track(token)).text();
      const page = JSON.parse(text) as StatusPage;
      expect(page.returnLabelUrl).toBe(`/api/track/${token}/return-label.pdf`);
      expect(text).not.toContain("/api/shipping/labels/");

      const response = await app().request(page.returnLabelUrl!);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="return-label-order-\d+\.pdf"$/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const pdf = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
      // The return label's own file, never the outbound one.
      expect(pdf).toEqual(await adminPdf(labels.returnLabel.labelUrl));
      expect(pdf).not.toEqual(await adminPdf(labels.outboundLabel.labelUrl));
    });

    it("is a 404 for unknown or malformed tokens, an order without a return label, and once the head is received", async () => {
      const placed = await create();
      for (const bad of [tokenOf(placed.statusUrl), "0".repeat(64), String(placed.id), "x", "a".repeat(5000)]) {
        const response = await track(`${bad}/return-label.pdf`);
        expect(response.status, bad.slice(0, 20)).toBe(404);
        expect(await response.json()).toEqual({ message: "Return label not found" });
      }
      const { id, token } = await dualLabels();
      expect((await app().request(`/api/orders/${id}`, { method: "PATCH", cookie: admin, json: { status: "in_progress" } })).status).toBe(200);
      expect((await track(`${token}/return-label.pdf`)).status).toBe(404);
      expect(((await (await track(token)).json()) as StatusPage).returnLabelUrl).toBeNull();
    });

    it("never serves a voided label, and serves its replacement", async () => {
      const { id, token, labels } = await dualLabels();
      expect((await call("POST", `/api/shipping/labels/${labels.returnLabel.id}/void`)).status).toBe(200);
      expect((await track(`${token}/return-label.pdf`)).status).toBe(404);
      expect(((await (await track(token)).json()) as StatusPage).returnLabelUrl).toBeNull();

      const replaced = await call("POST", `/api/shipping/create-return-label/${id}`);
      expect(replaced.status).toBe(200);
      const { labelUrl } = (await replaced.json()) as { labelUrl: string };
      const response = await track(`${token}/return-label.pdf`);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(await adminPdf(labelUrl));
    });

    it("queues the customer's return-label mail with the labels, once per label", async () => {
      const { id, labels } = await dualLabels();
      const events = (await (await call("GET", `/api/orders/${id}/events`)).json()) as { type: string; data: Record<string, unknown> }[];
      const queued = events.filter((event) => event.type === "mail_queued").map((event) => event.data);
      expect(queued.filter((data) => data.template === "return-label")).toEqual([
        { template: "return-label", recipient: "customer", jobId: expect.any(String), labelId: labels.returnLabel.id },
      ]);
    });
  });

  describe("GET /api/track/{token}/qr.svg", () => {
    it("draws the QR code of the status page's own URL, anonymously and cacheable, and nothing else", async () => {
      const placed = await create();
      const response = await app().request(`/api/track/${tokenOf(placed.statusUrl)}/qr.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      const svg = await response.text();
      expect(await svgQrText(svg)).toBe(placed.statusUrl);
      expect(svg).not.toMatch(/admin|private\.person|Evergreen|<script/i);
      const other = await create();
      expect(await svgQrText(await (await app().request(`/api/track/${tokenOf(other.statusUrl)}/qr.svg`)).text())).toBe(other.statusUrl);
    });

    it("is the status page's 404 for an unknown or malformed token", async () => {
      const placed = await create();
      for (const bad of ["0".repeat(64), tokenOf(placed.statusUrl).toUpperCase(), String(placed.id), "%00"]) {
        const response = await app().request(`/api/track/${bad}/qr.svg`);
        expect(response.status, bad).toBe(404);
        expect(await response.json()).toEqual({ message: "Order not found" });
      }
    });
  });
});
