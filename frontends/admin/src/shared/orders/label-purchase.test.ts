import { describe, expect, it } from "vitest";
import { labelPurchaseWarnings, purchaseQuestion, quotedKinds } from "./label-purchase.ts";

const SHIPS = "Buying the outbound label marks it Shipped and e-mails the player that it is strung and has shipped.";

describe("labelPurchaseWarnings", () => {
  it.each([
    [{ status: "in_progress", paymentStatus: "unpaid" }, "outbound", ["It is not paid yet.", "It is not strung yet (In Progress).", SHIPS]],
    [{ status: "pending", paymentStatus: "paid" }, "outbound", ["It is not strung yet (Pending).", SHIPS]],
    [{ status: "cancelled", paymentStatus: "refunded" }, "outbound", ["Its payment was refunded.", "It is cancelled.", SHIPS]],
    [{ status: "shipped", paymentStatus: "partially_paid" }, "outbound", ["It is only partly paid.", SHIPS]],
    [{ status: "completed", paymentStatus: "paid" }, "outbound", []],
    // Only the outbound label ships the order: the others warn of the payment alone.
    [{ status: "pending", paymentStatus: "unpaid" }, "return", ["It is not paid yet."]],
    [{ status: "in_progress", paymentStatus: "paid" }, "both", []],
  ] as const)("%o, %s: %o", (order, choice, expected) => {
    expect(labelPurchaseWarnings(order, choice)).toEqual(expected);
  });
});

describe("purchaseQuestion", () => {
  it("names the labels and the cost; test labels are created, for $0.00 or at a test key's quote, not charged", () => {
    expect(purchaseQuestion("outbound", 758, false)).toBe("Buy the outbound label for $7.58?");
    expect(purchaseQuestion("both", 1778, false)).toBe("Buy the return and outbound labels for $17.78?");
    expect(purchaseQuestion("return", 0, true)).toBe("Create the return test label for $0.00?");
    expect(purchaseQuestion("both", 0, true)).toBe("Create the return and outbound test labels for $0.00?");
    expect(purchaseQuestion("outbound", 758, true)).toBe("Create the outbound test label (quoted at $7.58, not charged)?");
  });
});

describe("quotedKinds", () => {
  it("quotes both labels for dual labels, the return first", () => {
    expect(quotedKinds("both")).toEqual(["return", "outbound"]);
    expect(quotedKinds("outbound")).toEqual(["outbound"]);
  });
});
