/**
 * What the customer still owes (docs/rules/payments.md, Extra work): the
 * order's price plus the extra work they approved, less what was paid,
 * never below 0, in integer cents. Proposed, declined and withdrawn charges
 * owe nothing. Computed from the rows every time, never stored, so a
 * payment, a refund or a decision can never leave two answers.
 */
export function balanceDue(order: { servicePrice: number; amountPaid: number | null }, charges: readonly { amount: number; status: string }[]): number {
  const approved = charges.reduce((sum, charge) => (charge.status === "approved" ? sum + charge.amount : sum), 0);
  return Math.max(0, order.servicePrice + approved - (order.amountPaid ?? 0));
}
