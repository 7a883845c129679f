/**
 * @module How the status page words an order: the work steps as a player
 * follows them (on its way to us, in the workshop and the day it ships by,
 * shipped, delivered; or cancelled), the payment state and the public
 * timeline's events, in the customer's words.
 */
import { formatCalendarDay, parseCalendarDay } from "./calendar-day.ts";

export type StepKey = "on_its_way" | "in_workshop" | "shipped" | "done";

export type StepState = "done" | "current" | "upcoming";

/** A way on from the current step to the part of the page that helps with it. */
export type StepAction = "ship_in" | "return_label" | "track_outbound";

/** What the steps are read from: the status page's answer, as far as they need it. */
export interface StepsInput {
  status: string;
  /** ISO time the head arrived in the workshop; null (or absent, from a server before it) until then. */
  receivedAt?: string | null;
  /** `YYYY-MM-DD` on the workshop's calendar. */
  promisedBy?: string | null;
  returnLabelUrl?: string | null;
  inboundTracking?: object | null;
  outboundTracking?: object | null;
  events?: readonly { type: string; to?: string | undefined }[];
}

export interface WorkStep {
  key: StepKey;
  /** The step's name: "In the workshop". */
  label: string;
  /** The day the stick ships by, on the step it belongs to while that step is current. */
  shipsBy: { iso: string; text: string } | null;
  state: StepState;
  /** What the current step means for the player; null on the others. */
  hint: string | null;
  action: StepAction | null;
}

export type WorkProgress = { cancelled: true } | { cancelled: false; steps: WorkStep[] };

const ARRIVAL_PROMISE = "Once it arrives we tell you the day it ships back.";

/** Which step an order is at: -1 for a status the page does not know. */
function currentIndex(order: StepsInput): number {
  switch (order.status) {
    case "pending":
      return order.receivedAt ? 1 : 0;
    case "in_progress":
      // Work started without the head marked as received (before receiving existed): it is on the bench all the same.
      return 1;
    case "shipped":
      return 2;
    case "completed":
      return 3;
    default:
      return -1;
  }
}

/** A stick handed over without a parcel (picked up at the shop) is "Completed"; one sent back is "Delivered". */
function wentByParcel(order: StepsInput): boolean {
  return Boolean(order.outboundTracking) || (order.events ?? []).some((event) => event.type === "status_changed" && event.to === "shipped");
}

type CurrentDetails = Pick<WorkStep, "shipsBy" | "hint" | "action">;

function onItsWay(order: StepsInput): CurrentDetails {
  if (order.returnLabelUrl) {
    return {
      shipsBy: null,
      hint: `We have your order. Print our prepaid return label, pack your head and drop it off. ${ARRIVAL_PROMISE}`,
      action: "return_label",
    };
  }
  if (order.inboundTracking) return { shipsBy: null, hint: `We have your order and your parcel's tracking number. ${ARRIVAL_PROMISE}`, action: null };
  return { shipsBy: null, hint: `We have your order. Ship your head to us with any carrier. ${ARRIVAL_PROMISE}`, action: "ship_in" };
}

function inWorkshop(order: StepsInput): CurrentDetails {
  const day = parseCalendarDay(order.promisedBy);
  return {
    shipsBy: day ? { iso: day.iso, text: formatCalendarDay(day) } : null,
    hint: order.status === "in_progress" ? "Your head is on the bench: we are stringing your pocket." : "Your head arrived and is in line for stringing.",
    action: null,
  };
}

function currentDetails(key: StepKey, order: StepsInput, parcel: boolean): CurrentDetails {
  switch (key) {
    case "on_its_way":
      return onItsWay(order);
    case "in_workshop":
      return inWorkshop(order);
    case "shipped":
      return { shipsBy: null, hint: "Your strung head is on its way back to you.", action: order.outboundTracking ? "track_outbound" : null };
    case "done":
      return { shipsBy: null, hint: parcel ? "Your strung head was delivered. Enjoy your new pocket!" : "All done. Enjoy your new pocket!", action: null };
  }
}

const NOT_CURRENT: CurrentDetails = { shipsBy: null, hint: null, action: null };

/** The steps of an order, each with its state (all upcoming for a status the page does not know), or that it was cancelled. */
export function workProgress(order: StepsInput): WorkProgress {
  if (order.status === "cancelled") return { cancelled: true };
  const current = currentIndex(order);
  const parcel = wentByParcel(order);
  const steps: { key: StepKey; label: string }[] = [
    { key: "on_its_way", label: "On its way to us" },
    { key: "in_workshop", label: "In the workshop" },
    { key: "shipped", label: "Shipped" },
    { key: "done", label: order.status === "completed" && !parcel ? "Completed" : "Delivered" },
  ];
  return {
    cancelled: false,
    steps: steps.map((step, index) => {
      const state: StepState = current < 0 || index > current ? "upcoming" : index < current ? "done" : "current";
      return { ...step, state, ...(state === "current" ? currentDetails(step.key, order, parcel) : NOT_CURRENT) };
    }),
  };
}

/** A step as one line of text: "In the workshop, ships by Thursday, December 3". */
export const stepText = (step: Pick<WorkStep, "label" | "shipsBy">): string => (step.shipsBy ? `${step.label}, ships by ${step.shipsBy.text}` : step.label);

export const PAYMENT_LABELS: Record<string, string> = { unpaid: "Unpaid", partially_paid: "Partially paid", paid: "Paid", refunded: "Refunded" };

export const paymentLabel = (status: string): string => PAYMENT_LABELS[status] ?? status;

const STATUS_EVENT: Record<string, string> = {
  // Set back to pending by the owner: the order waits again (for the head, or its turn on the bench).
  pending: "Order back in line",
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
    case "received":
      return "Your head arrived in our workshop";
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
