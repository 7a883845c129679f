/**
 * The order timeline (docs/rules/orders.md, The timeline): one event per change,
 * written in the same transaction as the change.
 */
export const ORDER_EVENT_TYPES = [
  "created",
  "status_changed",
  "payment_changed",
  "payment_not_counted",
  "price_changed",
  "label_created",
  "label_deleted",
  "label_voided",
  "mail_queued",
  "mail_sent",
  "mail_failed",
  "tracking_updated",
  "note",
  "received",
  "promise_changed",
  "pocket_changed",
  "charge_proposed",
  "charge_approved",
  "charge_declined",
  "charge_withdrawn",
] as const;

export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** Who made a change: an admin's username, or one of these. */
export type OrderEventActor = "customer" | "system" | "stripe" | (string & {});

export type OrderEvent = {
  id: number;
  orderId: number;
  type: OrderEventType;
  at: Date;
  actor: OrderEventActor;
  data: Record<string, unknown>;
};

export type NewOrderEvent = Pick<OrderEvent, "type" | "actor" | "data">;

/**
 * What the customer's status page may show: the steps of the work, payment
 * and shipping. Notes (the owner's words), mail events and who did what stay
 * in the back office.
 */
export const PUBLIC_ORDER_EVENT_TYPES: ReadonlySet<OrderEventType> = new Set([
  "created",
  "status_changed",
  "payment_changed",
  "label_created",
  "tracking_updated",
  "received",
  "charge_proposed",
  "charge_approved",
  "charge_declined",
  "charge_withdrawn",
]);

export const isPublicOrderEvent = (event: Pick<OrderEvent, "type">): boolean => PUBLIC_ORDER_EVENT_TYPES.has(event.type);
