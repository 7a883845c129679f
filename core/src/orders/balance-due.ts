/**
 * What the customer still owes (docs/rules/payments.md, Extra work): the
 * order's price plus the extra work they approved, less what was paid,
 * never below 0, in integer cents. Proposed, declined and withdrawn charges
 * owe nothing. Computed from the rows every time, never stored, so a
 * payment, a refund or a decision can never leave two answers.
 */
export function balanceDue(order: { servicePrice: number; amountPaid: number | null }, charges: readonly ChargeAmount[]): number {
  return Math.max(0, amountOwed(order.servicePrice, charges) - (order.amountPaid ?? 0));
}

type ChargeAmount = { amount: number; status: string };

/** The whole the order costs: its price and the extra work approved, in cents; what "paid in full" means. */
export function amountOwed(servicePrice: number, charges: readonly ChargeAmount[]): number {
  return charges.reduce((sum, charge) => (charge.status === "approved" ? sum + charge.amount : sum), servicePrice);
}
