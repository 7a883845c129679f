import { describe, expect, it } from "vitest";
import type { Charge } from "../orders/charges/charge.ts";
import { PlainMailComposer } from "../testing/plain-mail-composer.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { mailSubject } from "./mail-templates.ts";
import { mailSite, NO_PROPOSED_CHARGE, orderMailData } from "./order-mail-data.ts";
import { orderMailKey } from "./order-mail-triggers.ts";

const order = storedOrder({ id: 12, trackingToken: "c".repeat(64) });
const site = mailSite({ companyName: { title: "Crease Stringing Co." }, contactInfo: null }, "https://crease.example");
const charge = (status: Charge["status"]): Charge => ({
  id: 3,
  orderId: 12,
  description: "Replacement head",
  amount: 4000,
  status,
  createdAt: new Date("2026-04-03T09:00:00Z"),
  decidedAt: null,
});
const contextWith = (charges: Charge[], chargeId = 3) => ({ site, labels: [], paymentSettings: [], charges, chargeId });

describe("the charge-proposed mail", () => {
  it("says what was proposed, in dollars, and links the status page to answer it", async () => {
    const data = orderMailData("charge-proposed", order, contextWith([charge("proposed")]));
    expect(data).toMatchObject({
      ok: true,
      value: {
        charge: { description: "Replacement head", amount: "$40.00" },
        order: { number: "#12", statusUrl: `https://crease.example/track/${"c".repeat(64)}` },
      },
    });
    if (!data.ok) throw new Error("no data");
    expect(mailSubject("charge-proposed", data.value)).toBe("Extra work proposed on order #12: please approve or decline - Crease Stringing Co.");
    const composed = await new PlainMailComposer().compose("charge-proposed", data.value);
    expect(composed.text).toContain("Proposed: Replacement head, $40.00");
    expect(composed.text).toContain(`/track/${"c".repeat(64)}`);
  });

  it.each(["approved", "declined", "withdrawn"] as const)("asks nothing about a charge already %s, or one that is not the order's", (status) => {
    expect(orderMailData("charge-proposed", order, contextWith([charge(status)]))).toMatchObject({
      ok: false,
      error: { kind: "conflict", message: NO_PROPOSED_CHARGE },
    });
    expect(orderMailData("charge-proposed", order, contextWith([charge("proposed")], 4))).toMatchObject({ ok: false, error: { kind: "conflict" } });
  });

  it("is keyed once per order and charge", () => {
    expect(orderMailKey(12, "charge-proposed", 3)).toBe("order:12:charge-proposed:3");
  });
});
