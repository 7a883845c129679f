/**
 * @module Buying an order's labels (issue 32, "One way to buy a label"): the
 * three choices and what each does (docs/rules/shipping.md, What a label does to the status: an
 * outbound label ships the order, dual labels leave its status alone; every
 * return label is mailed to the player), what the owner should know before
 * buying (an order not fully paid, an order not yet strung), and the
 * question that names the cost.
 */
import type { OrderStatus } from "@stringing/core/orders/order-status";
import type { PaymentStatus } from "@stringing/core/orders/payment-status";
import { formatCents } from "@stringing/core/shared/money";
import { orderStatusLabel } from "./order.ts";

export type LabelChoice = "outbound" | "return" | "both";
/** The rates a label is quoted for (GET /api/shipping/rates/{id}?kind=…). */
export type QuotedKind = "return" | "outbound";

export const LABEL_CHOICES: readonly { value: LabelChoice; label: string; description: string }[] = [
  {
    value: "outbound",
    label: "Outbound",
    description: "Ships the strung head back to the player. Marks the order Shipped and e-mails the player that it is strung and has shipped.",
  },
  { value: "return", label: "Return", description: "The player sends the head in with it; it is e-mailed to them. The order's status stays." },
  {
    value: "both",
    label: "Both (dual labels)",
    description: "A return and an outbound label bought together, before the head comes in. The return label is e-mailed; the order's status stays.",
  },
];

export const isLabelChoice = (value: unknown): value is LabelChoice => value === "outbound" || value === "return" || value === "both";

/** The labels a choice buys, in the order the carrier is asked (the return label first, as the dual route buys them). */
export const quotedKinds = (choice: LabelChoice): QuotedKind[] => (choice === "both" ? ["return", "outbound"] : [choice]);

const NOT_STRUNG: readonly OrderStatus[] = ["pending", "in_progress", "cancelled"];

const PAYMENT_WARNINGS: Partial<Record<PaymentStatus, string>> = {
  unpaid: "It is not paid yet.",
  partially_paid: "It is only partly paid.",
  refunded: "Its payment was refunded.",
};

/**
 * What the owner should know before buying, in words; empty when nothing
 * stands out. Warnings never block: the owner confirms. An outbound label
 * is the one that ships, so only it warns of a head not yet strung, and
 * then says what buying will do.
 */
export function labelPurchaseWarnings(order: { status: OrderStatus; paymentStatus: PaymentStatus }, choice: LabelChoice): string[] {
  const warnings: string[] = [];
  const payment = PAYMENT_WARNINGS[order.paymentStatus];
  if (payment) warnings.push(payment);
  if (choice === "outbound" && NOT_STRUNG.includes(order.status)) {
    warnings.push(order.status === "cancelled" ? "It is cancelled." : `It is not strung yet (${orderStatusLabel(order.status)}).`);
  }
  if (warnings.length > 0 && choice === "outbound") {
    warnings.push("Buying the outbound label marks it Shipped and e-mails the player that it is strung and has shipped.");
  }
  return warnings;
}

const CHOICE_NAMES: Record<LabelChoice, string> = { outbound: "the outbound label", return: "the return label", both: "the return and outbound labels" };

/**
 * "Buy the outbound label for $7.58?". Test labels are made, not bought: the
 * built-in carrier's cost $0.00; a Shippo test key still quotes the rates,
 * which are not charged.
 */
export function purchaseQuestion(choice: LabelChoice, totalCents: number, testLabels: boolean): string {
  if (!testLabels) return `Buy ${CHOICE_NAMES[choice]} for ${formatCents(totalCents)}?`;
  const name = CHOICE_NAMES[choice].replace(/label/, "test label");
  return totalCents === 0 ? `Create ${name} for $0.00?` : `Create ${name} (quoted at ${formatCents(totalCents)}, not charged)?`;
}
