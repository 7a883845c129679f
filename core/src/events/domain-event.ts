/**
 * @module What happened to an order, as its use cases record it through
 * their unit of work (`unit.record`), in the same transaction as the change.
 * Subscribers (./subscribers) turn these into effects; the outbox keeps them.
 * Named `<entity>.<past tense>`, each carrying what a subscriber needs.
 */
import type { OrderStatus } from "../orders/order-status.ts";
import type { PaymentStatus } from "../orders/payment-status.ts";
import type { PocketDetails } from "../orders/pocket-details.ts";
import type { LabelKind, TrackingStatus } from "../ports/carrier.port.ts";
import type { ShippingUpdate } from "../shipping/shipping-update.ts";
import type { CalendarDate } from "../workshop/workshop-calendar.ts";
import type { ChangeAuthor } from "./changed-by.ts";

/** Which order, and who made the change: `actor` names them (an admin's username, a provider), `by` says which kind they are. */
type About = { orderId: number } & ChangeAuthor;

/** A label as the events name it. */
type LabelFacts = { labelId: number; kind: LabelKind; carrier: string; trackingNumber: string };

export type DomainEvent =
  | (About & { type: "order.status_changed"; from: OrderStatus; to: OrderStatus })
  /** The order became shipped with a tracking number, however it got there (the status, a label, a typed number, a carrier's scan). */
  | (About & { type: "order.shipped"; trackingNumber: string })
  /** The head arrived in the workshop (by the admin, or the inbound parcel delivered); `promisedBy`: the day promised, YYYY-MM-DD. */
  | (About & { type: "order.received"; receivedAt: Date; promisedBy: CalendarDate })
  /** The owner moved the promise; `from` is null when the order had none. */
  | (About & { type: "order.promise_moved"; from: CalendarDate | null; to: CalendarDate })
  /** The stringer replaced the pocket in detail, both whole. */
  | (About & { type: "order.pocket_changed"; from: PocketDetails; to: PocketDetails })
  /** Cents. */
  | (About & { type: "order.price_set"; from: number; to: number })
  /** An admin's shipping update that changed the order, as they sent it (the status they saw included); its status and shipped events follow it. */
  | (About & { type: "order.shipping_updated"; update: ShippingUpdate })
  /** The owner's words, as on the timeline. */
  | (About & { type: "order.note_added"; text: string })
  /** Extra work proposed to the player (cents); they answer on the status page. */
  | (About & { type: "charge.proposed"; chargeId: number; description: string; amount: number })
  /** A proposed charge answered by the player, or taken back by the owner. */
  | (About & { type: "charge.approved" | "charge.declined" | "charge.withdrawn"; chargeId: number; description: string; amount: number })
  /** The payment status the order moved from and to (the same when only the amount or a note changed). */
  | (About & { type: "payment.recorded"; from: PaymentStatus; to: PaymentStatus; amountPaid: number | null })
  /** `testLabel`: not valid for postage (the built-in carrier, a carrier's test mode). */
  | (About & LabelFacts & { type: "label.created"; testLabel: boolean })
  | (About & LabelFacts & { type: "label.voided" })
  /** `from`: the status stored before (null for the first report). */
  | (About & LabelFacts & { type: "label.tracking_updated"; from: string | null; to: TrackingStatus });

export type DomainEventType = DomainEvent["type"];

/** One event of the given type. */
export type DomainEventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;
