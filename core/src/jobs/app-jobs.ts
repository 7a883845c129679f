/**
 * @module Every background job of the app, by name, with the payload its
 * handler receives. Each name gets a pg-boss queue at start-up; a job is
 * added here, in `everyAppJob`, and given a handler where the app is wired
 * (api/src/jobs). A job whose handler is not registered yet waits, stored.
 */
import type { OrderMailTemplate } from "../mail/order-mail-data.ts";
import type { JobName } from "../ports/job-queue.port.ts";

export type AppJobs = {
  /**
   * One order message (order received, payment received, head received,
   * shipped, the return label, the owner's new order), sent once per order
   * and template; a `return-label` mail once per order and label (`labelId`),
   * a `charge-proposed` mail once per order and charge (`chargeId`).
   */
  "order-mail": { orderId: number; template: OrderMailTemplate; siteOrigin: string; labelId?: number; chargeId?: number };
  /** The owner's notice of a contact message. */
  "contact-mail": { contactId: number; siteOrigin: string };
  /** One batch of a campaign's recipients. */
  "campaign-batch": { campaignId: number; batch: number };
  /** The confirmation link an unsubscribed or suppressed address asks for to subscribe again. */
  "resubscribe-mail": { subscriberId: number; siteOrigin: string };
  /** The owner's morning digest of one workshop day (YYYY-MM-DD), queued once per day across instances. */
  "workshop-digest": { date: string; siteOrigin: string };
  /**
   * The owner's notice that an order's take brought an item to its
   * low-stock threshold; `crossing`: the job's own id, drawn before it is
   * queued, so each crossing is mailed once however often it is retried.
   */
  "low-stock-mail": { crossing: string; itemId: number; name: string; quantity: number; threshold: number; orderId: number; siteOrigin: string };
};

/** One entry per job: the type checker refuses a job of AppJobs left out. */
const everyAppJob = {
  "order-mail": true,
  "contact-mail": true,
  "campaign-batch": true,
  "resubscribe-mail": true,
  "workshop-digest": true,
  "low-stock-mail": true,
} satisfies Record<JobName<AppJobs>, true>;

export const appJobNames = Object.keys(everyAppJob) as JobName<AppJobs>[];
