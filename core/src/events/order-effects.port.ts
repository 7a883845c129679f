import type { NewActivity } from "../activity/activity.ts";
import type { MaterialSteps } from "../inventory/materials/materials.port.ts";
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { Order } from "../orders/order.ts";
import type { NewOrderEvent, OrderEvent } from "../orders/order-event.ts";
import type { JobEnqueuer } from "../ports/job-queue.port.ts";

/**
 * What subscribers may do inside the transaction of the change whose events
 * they receive (never given to use cases): whatever they write commits with
 * the change or not at all.
 */
export interface OrderEffects extends MaterialSteps {
  /** The order as the change left it, read under the change's lock; null when there is none. */
  order(orderId: number): Promise<Order | null>;
  /** Jobs stored with the transaction: they exist exactly when it commits. */
  readonly jobs: JobEnqueuer<AppJobs>;
  /** Where links in mails point: the origin the change's caller named, else the configured one (PUBLIC_URL). */
  readonly siteOrigin: string;
  /** Appends to the order's timeline, numbered in the order given. */
  appendEvents(orderId: number, events: readonly NewOrderEvent[]): Promise<OrderEvent[]>;
  /** The templates of the mails already queued for the order (its `mail_queued` events), read under the change's lock. */
  queuedOrderMails(orderId: number): Promise<string[]>;
  /** Writes one activity-log row (decision 0023) with the change. */
  recordActivity(activity: NewActivity): Promise<void>;
}
