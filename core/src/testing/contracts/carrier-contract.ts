import { describe, expect, it } from "vitest";
import type { Carrier, LabelRequest } from "../../ports/carrier.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const request: LabelRequest = {
  kind: "outbound",
  orderId: 42,
  from: { name: "StringMaster Pro", lines: ["123 Lacrosse Lane", "Baltimore, MD 21201"] },
  to: { name: "Zoë Ng 张", lines: ["12 Main St", "Springfield, IL 62701"] },
};

/** The carrier port, run against the fake carrier and the local PDF carrier alike. */
export function carrierContract(open: FreshFactory<Carrier>): void {
  describe("carrier port contract", () => {
    const carrier = useFresh(open);

    it("buys a label: a tracking number, the carrier's name, a rate in cents and a PDF", async () => {
      const label = await carrier().buyLabel(request);
      expect(label.trackingNumber).toMatch(/^\S+$/);
      expect(label.carrier.trim()).not.toBe("");
      expect(Number.isInteger(label.rate) && label.rate >= 0).toBe(true);
      expect(new TextDecoder().decode(label.pdf.slice(0, 4))).toBe("%PDF");
    });

    it("gives every label its own tracking number, whatever its kind", async () => {
      const labels = await Promise.all((["shipping", "return", "outbound", "outbound"] as const).map((kind) => carrier().buyLabel({ ...request, kind })));
      expect(new Set(labels.map((label) => label.trackingNumber)).size).toBe(4);
    });

    it("cancels a label it sold without complaint", async () => {
      const label = await carrier().buyLabel({ ...request, service: "USPS Priority Mail" });
      await expect(carrier().cancelLabel(label)).resolves.toBeUndefined();
    });
  });
}
