/**
 * @module How the status page words an order: the work steps (received, in
 * progress, shipped, completed; or cancelled), the payment state and the
 * public timeline's events, in the customer's words.
 */

export type WorkStatus = "pending" | "in_progress" | "shipped" | "completed" | "cancelled";

export interface WorkStep {
  status: Exclude<WorkStatus, "cancelled">;
  label: string;
  /** What the step means for the customer, shown for the current step. */
  hint: string;
}

export const WORK_STEPS: readonly WorkStep[] = [
  { status: "pending", label: "Received", hint: "We have your order. Ship your head to us if you haven't yet." },
  { status: "in_progress", label: "In progress", hint: "Your head is on the bench: we are stringing your pocket." },
  { status: "shipped", label: "Shipped", hint: "Your strung head is on its way back to you." },
  { status: "completed", label: "Completed", hint: "All done. Enjoy your new pocket!" },
];

export type StepState = "done" | "current" | "upcoming";

/** Each step's state for an order's status; all upcoming for a status the page does not know. */
export function stepStates(status: string): StepState[] {
  const current = WORK_STEPS.findIndex((step) => step.status === status);
  return WORK_STEPS.map((_, index) => (current < 0 ? "upcoming" : index < current ? "done" : index === current ? "current" : "upcoming"));
}

export const PAYMENT_LABELS: Record<string, string> = { unpaid: "Unpaid", partially_paid: "Partially paid", paid: "Paid", refunded: "Refunded" };

export const paymentLabel = (status: string): string => PAYMENT_LABELS[status] ?? status;

const STATUS_EVENT: Record<string, string> = {
  pending: "Order marked as received",
  in_progress: "Stringing started",
  shipped: "Shipped back to you",
  completed: "Order completed",
  cancelled: "Order cancelled",
};

const PAYMENT_EVENT: Record<string, string> = {
  paid: "Payment received",
  partially_paid: "Part of the payment received",
  refunded: "Payment refunded",
  unpaid: "Payment marked as not received",
};

const INBOUND_TRACKING: Record<string, string> = {
  PRE_TRANSIT: "Your parcel to us: label ready",
  TRANSIT: "Your head is on its way to us",
  DELIVERED: "Head received",
  RETURNED: "Your parcel to us was returned to you",
  FAILURE: "Your parcel to us: delivery problem",
};

const OUTBOUND_TRACKING: Record<string, string> = {
  PRE_TRANSIT: "Your strung head: label ready",
  TRANSIT: "Your strung head is on its way",
  DELIVERED: "Your strung head was delivered",
  RETURNED: "Your strung head came back to us",
  FAILURE: "Your strung head: delivery problem",
};

/** One line of the public timeline. */
export function eventLabel(event: { type: string; to?: string | undefined; direction?: string | undefined }): string {
  switch (event.type) {
    case "created":
      return "Order placed";
    case "status_changed":
      return (event.to && STATUS_EVENT[event.to]) ?? "Work status updated";
    case "payment_changed":
      return (event.to && PAYMENT_EVENT[event.to]) ?? "Payment status updated";
    case "label_created":
      return event.direction === "inbound"
        ? "Shipping label created for sending your head to us"
        : event.direction === "outbound"
          ? "Shipping label created for sending your head back"
          : "Shipping label created";
    case "tracking_updated":
      // A carrier's report on one of the two parcels (issue 14), else a tracking number typed in.
      if (event.direction === "inbound" && event.to) return INBOUND_TRACKING[event.to] ?? "Your parcel to us: tracking updated";
      if (event.direction === "outbound" && event.to) return OUTBOUND_TRACKING[event.to] ?? "Your strung head: tracking updated";
      return "Tracking number updated";
    default:
      return event.type.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
  }
}
