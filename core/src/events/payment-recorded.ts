import type { Order } from "../orders/order.ts";
import type { PaymentStatus } from "../orders/payment-status.ts";
import type { ChangeAuthor } from "./changed-by.ts";
import type { DomainEventOf } from "./domain-event.ts";

/** `payment.recorded` of a change that sets the order's payment status (and maybe the amount). */
export const paymentRecorded = (
  order: Pick<Order, "id" | "paymentStatus" | "amountPaid">,
  changes: { paymentStatus: PaymentStatus; amountPaid?: number | null },
  author: ChangeAuthor,
): DomainEventOf<"payment.recorded"> => ({
  type: "payment.recorded",
  orderId: order.id,
  ...author,
  from: order.paymentStatus,
  to: changes.paymentStatus,
  amountPaid: changes.amountPaid === undefined ? order.amountPaid : changes.amountPaid,
});
