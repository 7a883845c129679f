import { describe, expect, it } from "vitest";
import { CarrierError, TRACKING_STATUSES, type Carrier, type LabelRequest } from "../../ports/carrier.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export const contractLabelRequest: LabelRequest = {
  kind: "outbound",
  orderId: 42,
  from: {
    name: "StringMaster Pro",
    lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"],
    postal: { street1: "123 Lacrosse Lane", city: "Baltimore", state: "MD", zip: "21201", country: "US" },
  },
  to: {
    name: "Zoë Ng 张",
    lines: ["12 Main St", "Springfield, IL 62701"],
    postal: { street1: "12 Main St", city: "Springfield", state: "IL", zip: "62701", country: "US" },
    email: "zoe@example.com",
  },
};

/**
 * The carrier port (decision 0010, 0017), run against the fake carrier, the
 * local PDF carrier and the Shippo adapter (through our fake Shippo server)
 * alike: quotes cheapest first, buys at the cheapest or a quoted rate, voids,
 * tracks, and refuses a rate it never quoted with a CarrierError.
 */
export function carrierContract(open: FreshFactory<Carrier>): void {
  describe("carrier port contract", () => {
    const carrier = useFresh(open);
    const request = contractLabelRequest;

    it("names itself and says whether its labels are tests", () => {
      expect(carrier().provider.trim()).not.toBe("");
      expect(typeof carrier().testLabels).toBe("boolean");
    });

    it("quotes rates for a shipment: cheapest first, integer cents, each with its own id", async () => {
      const rates = await carrier().quoteRates(request);
      expect(rates.length).toBeGreaterThan(0);
      for (const rate of rates) {
        expect(Number.isInteger(rate.amount) && rate.amount >= 0).toBe(true);
        expect(rate.carrier.trim()).not.toBe("");
        expect(rate.service.trim()).not.toBe("");
        expect(rate.currency).toMatch(/^[A-Z]{3}$/);
      }
      expect(rates.map((rate) => rate.amount)).toEqual(rates.map((rate) => rate.amount).toSorted((a, b) => a - b));
      expect(new Set(rates.map((rate) => rate.id)).size).toBe(rates.length);
    });

    it("buys a label at the cheapest rate by default: a tracking number, the carrier's name, a rate in cents and a PDF", async () => {
      const [cheapest] = await carrier().quoteRates(request);
      const label = await carrier().buyLabel(request);
      expect(label.trackingNumber).toMatch(/^\S+$/);
      expect(label.carrier.trim()).not.toBe("");
      expect(label.rate).toBe(cheapest!.amount);
      expect(new TextDecoder().decode(label.pdf.slice(0, 4))).toBe("%PDF");
      expect(label.test).toBe(carrier().testLabels);
    });

    it("buys at a quoted rate the admin picked", async () => {
      const rates = await carrier().quoteRates(request);
      const picked = rates.at(-1)!;
      const label = await carrier().buyLabel({ ...request, rateId: picked.id });
      expect(label.rate).toBe(picked.amount);
      expect(label.carrier).toBe(picked.carrier);
    });

    it("refuses a rate it never quoted with a CarrierError", async () => {
      const refused = await carrier()
        .buyLabel({ ...request, rateId: "no-such-rate" })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(CarrierError);
      expect((refused as CarrierError).message.trim()).not.toBe("");
    });

    it("gives every label its own tracking number, whatever its kind", async () => {
      const labels = await Promise.all((["shipping", "return", "outbound", "outbound"] as const).map((kind) => carrier().buyLabel({ ...request, kind })));
      expect(new Set(labels.map((label) => label.trackingNumber)).size).toBe(4);
    });

    it("voids a label it sold without complaint", async () => {
      const label = await carrier().buyLabel({ ...request, service: "USPS Priority Mail" });
      await expect(carrier().cancelLabel(label)).resolves.toBeUndefined();
    });

    it("tracks a label it sold: one of the common states", async () => {
      const label = await carrier().buyLabel({ ...request, kind: "return" });
      const report = await carrier().track(label);
      expect(TRACKING_STATUSES).toContain(report.status);
      expect(report.at === null || report.at instanceof Date).toBe(true);
    });
  });
}
