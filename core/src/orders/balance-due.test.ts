import { describe, expect, it } from "vitest";
import { balanceDue } from "./balance-due.ts";

const charge = (amount: number, status: string) => ({ amount, status });

describe("balanceDue", () => {
  it.each([
    { name: "unpaid, no charges", order: { servicePrice: 4500, amountPaid: null }, charges: [], due: 4500 },
    { name: "part paid", order: { servicePrice: 4500, amountPaid: 1000 }, charges: [], due: 3500 },
    { name: "overpaid never goes below 0", order: { servicePrice: 4500, amountPaid: 6000 }, charges: [], due: 0 },
    { name: "an approved charge adds", order: { servicePrice: 4500, amountPaid: null }, charges: [charge(1500, "approved")], due: 6000 },
    {
      name: "only approved charges count",
      order: { servicePrice: 4500, amountPaid: null },
      charges: [charge(1500, "approved"), charge(700, "proposed"), charge(900, "declined"), charge(300, "withdrawn")],
      due: 6000,
    },
    { name: "paid price, an approved charge still due", order: { servicePrice: 4500, amountPaid: 4500 }, charges: [charge(1500, "approved")], due: 1500 },
    { name: "paid all of it", order: { servicePrice: 4500, amountPaid: 6000 }, charges: [charge(1500, "approved")], due: 0 },
    { name: "a free order with an approved charge", order: { servicePrice: 0, amountPaid: null }, charges: [charge(2500, "approved")], due: 2500 },
  ])("$name: $due", ({ order, charges, due }) => {
    expect(balanceDue(order, charges)).toBe(due);
  });
});
