import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { appSettings, orders, shippingLabels } from "@stringing/adapters/postgres/schema/index";
import { SHIPPO_SERVER_ERROR, startFakeShippo, type FakeShippo } from "@stringing/adapters/shippo/fake-shippo-server";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { useTestApp } from "../testing/test-app.ts";

let fake: FakeShippo;
/** SHIPPO_API_URL: read when the app is built, after the fake has its port. */
const shippo = { shippoBaseUrl: "" };
beforeAll(async () => {
  fake = await startFakeShippo("shippo_test_routes");
  shippo.shippoBaseUrl = fake.url;
});
afterAll(() => fake?.close());

type Json = Record<string, unknown>;

describe("the carrier in the back office", () => {
  const app = useTestApp({ shippo });
  let admin: string;
  beforeAll(async () => {
    admin = await app().signIn("admin");
  });
  beforeEach(() => fake.reset());

  const call = (method: string, path: string, json?: unknown, cookie: string | null = admin) =>
    app().request(path, { method, ...(cookie ? { cookie } : {}), ...(method === "GET" ? {} : { json }) });
  const newOrder = async (overrides: Record<string, unknown> = {}) => {
    const response = await app().request("/api/orders", { method: "POST", json: validOrderForm(overrides) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };

  it("is for admins only", async () => {
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/shipping/settings"],
      ["PUT", "/api/shipping/settings"],
      ["PUT", "/api/shipping/settings/shippo-key"],
      ["DELETE", "/api/shipping/settings/shippo-key"],
      ["GET", "/api/shipping/rates/1"],
      ["GET", "/api/shipping/orders/1/labels"],
      ["POST", "/api/shipping/labels/1/void"],
    ]) {
      expect((await call(method!, path!, {}, null)).status, path).toBe(401);
      expect((await call(method!, path!, {}, user)).status, path).toBe(403);
    }
  });

  it("shows the set-up: test labels without a key, the default parcel, the webhook URL; saves address and parcel", async () => {
    const status = (await (await call("GET", "/api/shipping/settings")).json()) as Json;
    expect(status).toMatchObject({
      provider: "test",
      keySource: null,
      keySaved: false,
      testLabels: true,
      shipFrom: null,
      parcel: { lengthIn: 24, widthIn: 10, heightIn: 4, weightLb: 2 },
      parcelSaved: false,
      webhookUrl: expect.stringMatching(/^http:\/\/shop\.test\/api\/webhooks\/shippo\/[0-9a-f]{48}$/),
    });
    const bad = await call("PUT", "/api/shipping/settings", {
      shipFrom: { name: "", street1: "1 A St", city: "B", state: "MD", zip: "1" },
      parcel: { lengthIn: 0 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Json }).errors).toMatchObject({
      "shipFrom.name": "Name is required",
      "parcel.lengthIn": "Length must be more than 0",
    });
    const shipFrom = { name: "StringMaster Pro", street1: "9 Net Rd", city: "Towson", state: "MD", zip: "21204" };
    const saved = (await (
      await call("PUT", "/api/shipping/settings", { shipFrom, parcel: { lengthIn: 22, widthIn: 9, heightIn: 4, weightLb: 1.5 } })
    ).json()) as Json;
    expect(saved).toMatchObject({ shipFrom: { ...shipFrom, country: "US" }, parcel: { lengthIn: 22, weightLb: 1.5 }, parcelSaved: true });
  });

  it("saves a Shippo key sealed and never shows it; forgetting it brings test labels back", async () => {
    const saved = await call("PUT", "/api/shipping/settings/shippo-key", { apiKey: fake.apiKey });
    const text = await saved.text();
    expect(saved.status).toBe(200);
    expect(text).not.toContain(fake.apiKey);
    expect(JSON.parse(text)).toMatchObject({ provider: "shippo", keySource: "settings", keySaved: true, testLabels: true });
    expect(JSON.stringify(await app().db.select().from(appSettings))).not.toContain(fake.apiKey);
    expect(await (await call("GET", "/api/shipping/settings")).text()).not.toContain(fake.apiKey);
    expect((await call("PUT", "/api/shipping/settings/shippo-key", { apiKey: "not a key!" })).status).toBe(400);
    const forgotten = (await (await call("DELETE", "/api/shipping/settings/shippo-key")).json()) as Json;
    expect(forgotten).toMatchObject({ provider: "test", keySaved: false });
  });

  describe("with Shippo connected", () => {
    beforeAll(async () => {
      expect((await call("PUT", "/api/shipping/settings/shippo-key", { apiKey: fake.apiKey })).status).toBe(200);
    });

    it("quotes rates cheapest first and preselected, buys the picked one, lists it, and voids it", async () => {
      const id = await newOrder();
      const quoted = await call("GET", `/api/shipping/rates/${id}?kind=outbound`);
      expect(quoted.status).toBe(200);
      const { rates, selectedRateId, provider, testLabels } = (await quoted.json()) as {
        rates: Json[];
        selectedRateId: string;
        provider: string;
        testLabels: boolean;
      };
      expect({ provider, testLabels }).toEqual({ provider: "shippo", testLabels: true });
      expect(rates.map((rate) => rate.amount)).toEqual([758, 1020, 1285]);
      expect(selectedRateId).toBe(rates[0]!.id);
      // The saved parcel and ship-from address went to Shippo.
      expect(fake.calls.find((c) => c.path === "/shipments/")!.body).toMatchObject({
        address_from: { street1: "9 Net Rd", zip: "21204" },
        parcels: [{ length: "22", weight: "1.5" }],
      });

      const bought = await call("POST", `/api/shipping/create-outbound-label/${id}`, { rateId: rates[1]!.id });
      expect(bought.status).toBe(200);
      const label = (await bought.json()) as Json & { order: Json };
      expect(label).toMatchObject({
        kind: "outbound",
        carrier: "USPS",
        rate: 1020,
        testLabel: true,
        trackingUrl: expect.stringContaining(String(label.trackingNumber)),
      });
      expect(label.order).toMatchObject({ status: "shipped", outboundTrackingNumber: label.trackingNumber });
      const [row] = await app().db.select().from(shippingLabels).where(eq(shippingLabels.orderId, id));
      expect(row).toMatchObject({ providerRef: [...fake.transactions.keys()][0], trackingUrl: label.trackingUrl });

      const listed = (await (await call("GET", `/api/shipping/orders/${id}/labels`)).json()) as Json[];
      // Bought with Shippo's test key: a test label too.
      expect(listed).toEqual([
        expect.objectContaining({ id: label.id, trackingNumber: label.trackingNumber, trackingStatus: null, voidedAt: null, testLabel: true }),
      ]);
      expect(JSON.stringify(listed)).not.toContain("providerRef");
      expect((await call("GET", "/api/shipping/orders/999999/labels")).status).toBe(404);

      const voided = await call("POST", `/api/shipping/labels/${label.id}/void`);
      expect(voided.status).toBe(200);
      expect(await voided.json()).toMatchObject({
        label: { id: label.id, voidedAt: expect.any(String) },
        order: { status: "in_progress", outboundTrackingNumber: null },
      });
      expect(fake.refunds.map((refund) => refund.transaction)).toEqual([row!.providerRef]);
      expect((await call("POST", `/api/shipping/labels/${label.id}/void`)).status).toBe(409);
      expect((await call("POST", "/api/shipping/labels/999999/void")).status).toBe(404);
    });

    it("buys dual labels at the rates picked for each, the cheapest for one not picked; a malformed pick is a 400", async () => {
      const quote = async (id: number, kind: string) =>
        ((await (await call("GET", `/api/shipping/rates/${id}?kind=${kind}`)).json()) as { rates: { id: string; amount: number }[] }).rates;
      const id = await newOrder();
      const [returnRates, outboundRates] = [await quote(id, "return"), await quote(id, "outbound")];
      const bought = await call("POST", `/api/shipping/create-dual-labels/${id}`, {
        returnRateId: returnRates[2]!.id,
        outboundRateId: outboundRates[1]!.id,
      });
      expect(bought.status).toBe(200);
      const labels = (await bought.json()) as { returnLabel: Json; outboundLabel: Json; order: Json };
      expect([labels.returnLabel.rate, labels.outboundLabel.rate]).toEqual([returnRates[2]!.amount, outboundRates[1]!.amount]);
      const sentRates = fake.calls.filter((c) => c.path === "/transactions/").map((c) => (c.body as { rate: string }).rate);
      expect(sentRates).toEqual([returnRates[2]!.id, outboundRates[1]!.id]);
      // Dual labels leave the work status alone (docs/rules/shipping.md, What a label does to the status).
      expect(labels.order).toMatchObject({ status: "pending" });

      const other = await newOrder();
      const [cheapestReturn, pickedOutbound] = [(await quote(other, "return"))[0]!, (await quote(other, "outbound"))[2]!];
      const some = await call("POST", `/api/shipping/create-dual-labels/${other}`, { outboundRateId: pickedOutbound.id });
      expect(some.status).toBe(200);
      const made = (await some.json()) as { returnLabel: Json; outboundLabel: Json };
      expect([made.returnLabel.rate, made.outboundLabel.rate]).toEqual([cheapestReturn.amount, pickedOutbound.amount]);
      expect((await call("POST", `/api/shipping/create-dual-labels/${other}`, { returnRateId: 7 })).status).toBe(400);
    });

    it("an address Shippo cannot find, no rates and a Shippo 500 are each one clear error; nothing bought or shipped", async () => {
      const id = await newOrder({ shippingZip: "00000" });
      const invalid = await call("POST", `/api/shipping/create-dual-labels/${id}`);
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as Json).message).toMatch(
        /^Shippo could not verify the address of Casey Jones: The address as submitted could not be found/,
      );
      const other = await newOrder();
      fake.noRates = true;
      const none = await call("GET", `/api/shipping/rates/${other}`);
      expect(none.status).toBe(400);
      expect(((await none.json()) as Json).message).toMatch(/^No carrier offers a rate for this parcel/);
      fake.noRates = false;
      fake.failNext.push(SHIPPO_SERVER_ERROR);
      const down = await call("POST", `/api/shipping/create-outbound-label/${other}`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ message: "Shippo had a problem (500); try again in a moment." });
      expect(fake.transactions.size).toBe(0);
      for (const orderId of [id, other]) {
        expect((await app().db.select().from(orders).where(eq(orders.id, orderId)))[0]).toMatchObject({ status: "pending", trackingNumber: null });
      }
    });

    it("a label whose PDF cannot be stored is voided at Shippo; the order is not shipped", async () => {
      const id = await newOrder();
      // The label folder cannot be used: a file is in its way.
      const folder = join(app().dataDir, "labels");
      await rm(folder, { recursive: true, force: true });
      await writeFile(folder, "in the way");
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const response = await call("POST", `/api/shipping/create-outbound-label/${id}`);
        expect(response.status).toBe(503);
        expect(((await response.json()) as Json).message).toContain("voided");
      } finally {
        error.mockRestore();
        await rm(folder, { force: true });
      }
      expect(fake.transactions.size).toBe(1);
      expect(fake.refunds.map((refund) => refund.transaction)).toEqual([...fake.transactions.keys()]);
      expect((await app().db.select().from(orders).where(eq(orders.id, id)))[0]).toMatchObject({ status: "pending", outboundTrackingNumber: null });
      expect(await app().db.select().from(shippingLabels).where(eq(shippingLabels.orderId, id))).toEqual([]);
    });
  });
});
