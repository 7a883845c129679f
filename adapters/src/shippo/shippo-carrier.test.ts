import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CarrierError } from "@stringing/core/ports/carrier.port";
import { carrierContract, contractLabelRequest as request } from "@stringing/core/testing/contracts/carrier-contract";
import { SHIPPO_SERVER_ERROR, startFakeShippo, type FakeShippo } from "./fake-shippo-server.ts";
import { ShippoCarrier, toCents } from "./shippo-carrier.ts";

let fake: FakeShippo;
beforeAll(async () => {
  fake = await startFakeShippo("shippo_test_contract");
});
afterAll(() => fake.close());

describe("ShippoCarrier against the port contract (fake Shippo)", () => {
  carrierContract(async () => {
    fake.reset();
    return { subject: new ShippoCarrier({ apiKey: fake.apiKey, baseUrl: fake.url }) };
  });
});

describe("ShippoCarrier", () => {
  const carrier = () => new ShippoCarrier({ apiKey: fake.apiKey, baseUrl: `${fake.url}/` });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as CarrierError,
    );
  beforeEach(() => fake.reset());

  it("validates the customer's address, ships the parcel and buys the cheapest rate as a 4x6 PDF", async () => {
    const label = await carrier().buyLabel({ ...request, parcel: { lengthIn: 24, widthIn: 10, heightIn: 4, weightLb: 2 } });
    expect(label).toMatchObject({ carrier: "USPS", rate: 758, test: true, trackingUrl: expect.stringContaining(label.trackingNumber) });
    const [address, shipment, transaction] = fake.calls;
    expect(address).toMatchObject({
      method: "POST",
      path: "/addresses/",
      body: { name: "Zoë Ng 张", street1: "12 Main St", zip: "62701", country: "US", validate: true },
    });
    expect(shipment).toMatchObject({
      path: "/shipments/",
      body: {
        address_from: { name: "StringMaster Pro", street1: "123 Lacrosse Lane", city: "Baltimore", state: "MD", zip: "21201", country: "US" },
        address_to: expect.any(String),
        parcels: [{ length: "24", width: "10", height: "4", distance_unit: "in", weight: "2", mass_unit: "lb" }],
        async: false,
      },
    });
    expect(shipment!.body).not.toHaveProperty("extra");
    expect(transaction).toMatchObject({ path: "/transactions/", body: { label_file_type: "PDF_4x6", async: false } });
    expect(label.providerRef).toBe([...fake.transactions.keys()][0]);
  });

  it("sends the business's parcel as given in Settings", async () => {
    await carrier().quoteRates({ ...request, parcel: { lengthIn: 20, widthIn: 9.5, heightIn: 3, weightLb: 1.5 } });
    expect(fake.calls[1]!.body).toMatchObject({ parcels: [{ length: "20", width: "9.5", height: "3", weight: "1.5" }] });
  });

  it("makes the inbound label a return (is_return, scan-based): the outbound addresses, swapped by Shippo", async () => {
    const label = await carrier().buyLabel({ ...request, kind: "return", from: request.to, to: request.from });
    const shipment = fake.calls.find((call) => call.path === "/shipments/")!;
    expect(shipment.body).toMatchObject({ extra: { is_return: true }, address_from: { name: "StringMaster Pro" } });
    const stored = fake.transactions.get(label.providerRef!)!;
    expect(stored.is_return).toBe(true);
    const [id] = [...fake.shipments.keys()];
    expect(fake.shipments.get(id!)).toMatchObject({ address_from: { name: "Zoë Ng 张" }, address_to: { name: "StringMaster Pro" } });
  });

  it("quotes cheapest first in cents, and buys the rate the admin picked", async () => {
    const rates = await carrier().quoteRates(request);
    expect(rates.map((rate) => [rate.carrier, rate.service, rate.amount])).toEqual([
      ["USPS", "Ground Advantage", 758],
      ["USPS", "Priority Mail", 1020],
      ["UPS", "Ground", 1285],
    ]);
    const label = await carrier().buyLabel({ ...request, rateId: rates[2]!.id });
    expect(label).toMatchObject({ carrier: "UPS", rate: 1285 });
    expect(label.trackingNumber).toMatch(/^1Z/);
  });

  it("an invalid address is an invalid_address with Shippo's reason, and nothing is bought", async () => {
    const error = await failure(carrier().buyLabel({ ...request, to: { ...request.to, postal: { ...request.to.postal!, zip: "00000" } } }));
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ reason: "invalid_address", message: expect.stringContaining("could not be found") });
    expect(fake.transactions.size).toBe(0);
  });

  it("an address without its parts is an invalid_address before any call", async () => {
    const error = await failure(carrier().quoteRates({ ...request, to: { name: "No Parts", lines: ["somewhere"] } }));
    expect(error).toMatchObject({ reason: "invalid_address" });
    expect(fake.calls).toEqual([]);
  });

  it("no rates is a no_rates with the carriers' messages", async () => {
    fake.noRates = true;
    const error = await failure(carrier().quoteRates(request));
    expect(error).toMatchObject({ reason: "no_rates", message: expect.stringContaining("exceed the carrier's maximum") });
    const heavy = await failure(carrier().buyLabel({ ...request, parcel: { lengthIn: 24, widthIn: 10, heightIn: 4, weightLb: 80 } }));
    expect(heavy).toMatchObject({ reason: "no_rates" });
  });

  it("a 500 (an HTML page) is unavailable, with no body echoed", async () => {
    fake.failNext.push(SHIPPO_SERVER_ERROR);
    const error = await failure(carrier().quoteRates(request));
    expect(error).toMatchObject({ reason: "unavailable", message: "Shippo had a problem (500); try again in a moment." });
  });

  it("a bad key is refused (401), never echoing the key", async () => {
    const error = await failure(new ShippoCarrier({ apiKey: "shippo_live_wrong", baseUrl: fake.url }).quoteRates(request));
    expect(error).toMatchObject({ reason: "refused", message: "Shippo refused the API key; check the key in Settings." });
    expect(error!.message).not.toContain("shippo_live_wrong");
  });

  it("a rate Shippo does not know is refused; a field error names its field", async () => {
    const unknown = await failure(carrier().buyLabel({ ...request, rateId: "0123456789abcdef" }));
    expect(unknown).toMatchObject({ reason: "refused", message: "That rate is not offered any more; load the rates again." });
    const refused = await failure(carrier().cancelLabel({ trackingNumber: "X", carrier: "USPS", providerRef: "nope" }));
    expect(refused).toMatchObject({ reason: "refused", message: expect.stringContaining('transaction: Invalid pk "nope"') });
  });

  it("a transaction in ERROR is refused with the carrier's message", async () => {
    fake.failTransactions = true;
    const error = await failure(carrier().buyLabel(request));
    expect(error).toMatchObject({ reason: "refused", message: expect.stringContaining("address could not be verified") });
  });

  it("a label whose PDF cannot be downloaded is voided (refunded) before the error", async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) =>
      String(input).includes("/labels/") ? new Response("gone", { status: 404 }) : original(input, init)) as typeof fetch;
    try {
      const error = await failure(carrier().buyLabel(request));
      expect(error).toMatchObject({ reason: "unavailable", message: expect.stringContaining("voided") });
    } finally {
      globalThis.fetch = original;
    }
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]!.transaction).toBe([...fake.transactions.keys()][0]);
  });

  it("voids a label by requesting its refund; a second void is refused", async () => {
    const label = await carrier().buyLabel(request);
    await carrier().cancelLabel(label);
    expect(fake.refunds.map((refund) => refund.transaction)).toEqual([label.providerRef]);
    expect(await failure(carrier().cancelLabel(label))).toMatchObject({ reason: "refused" });
    expect(await failure(carrier().cancelLabel({ ...label, providerRef: null }))).toMatchObject({ reason: "refused" });
  });

  it("tracks a label: Shippo's status and time", async () => {
    const label = await carrier().buyLabel(request);
    fake.tracking.set(label.trackingNumber, { status: "TRANSIT", status_date: "2026-03-02T10:00:00Z", status_details: "In transit" });
    expect(await carrier().track(label)).toEqual({ status: "TRANSIT", at: new Date("2026-03-02T10:00:00Z"), details: "In transit" });
    expect(fake.calls.at(-1)!.path).toBe(`/tracks/usps/${label.trackingNumber}`);
  });

  it("an unreachable Shippo is unavailable", async () => {
    const error = await failure(new ShippoCarrier({ apiKey: "k", baseUrl: "http://127.0.0.1:9" }).quoteRates(request));
    expect(error).toMatchObject({ reason: "unavailable" });
  });

  it("a live key's labels are not tests", () => {
    expect(new ShippoCarrier({ apiKey: "shippo_live_abc" }).testLabels).toBe(false);
    expect(toCents("10.2")).toBe(1020);
  });
});
