/**
 * @module How an order mail is queued
 * (docs/rules/mail.md, Order mails; decision record 0014). Every mail is a
 * durable "order-mail" job written in the same transaction as the change
 * that causes it, with a `mail_queued` event beside it, so an order is never
 * stored without its mail and a rolled-back change queues nothing.
 *
 * Once per order and template: the key `order:<id>:<template>` names the
 * message in the delivery record (a retried job never sends it twice), and a
 * template already queued for the order is not queued again (an order that
 * goes back and forth between statuses gets each mail once).
 *
 * The return label is the exception that proves the rule: it is mailed once
 * per order and label (`order:<id>:return-label:<labelId>`), queued when the
 * label is stored, whichever route stored it (dual labels, a single return
 * label), so a voided label's replacement reaches the customer too.
 *
 * Which change calls for which mail is said by the subscribers
 * (core/src/events/subscribers); the intake queues its own two.
 */
import type { OrderEffects } from "../events/order-effects.port.ts";
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewOrderEvent } from "../orders/order-event.ts";
import type { IntakeMail } from "../ports/order-intake.port.ts";
import { type OrderMailTemplate, recipientOf } from "./order-mail-data.ts";

/**
 * The delivery record's key of one order message: `order:12:order-received`;
 * a return label's names the label (`order:12:return-label:7`), a proposed
 * charge's the charge (`order:12:charge-proposed:3`).
 */
export const orderMailKey = (orderId: number, template: OrderMailTemplate, itemId?: number): string =>
  itemId === undefined ? `order:${orderId}:${template}` : `order:${orderId}:${template}:${itemId}`;

/** The delivery record's key of the owner's notice of a contact message: `contact:7:owner-new-contact`. */
export const contactMailKey = (contactId: number): string => `contact:${contactId}:owner-new-contact`;

/** What an order intake queues: the customer's receipt and the owner's notice. */
export const INTAKE_ORDER_MAILS: readonly OrderMailTemplate[] = ["order-received", "owner-new-order"];

/** The `mail_queued` event of one queued mail (with the label a return-label mail carries). */
export const mailQueuedEvent = (template: OrderMailTemplate, jobId: string, labelId?: number): NewOrderEvent => ({
  type: "mail_queued",
  actor: "system",
  data: { template, recipient: recipientOf(template), jobId, ...(labelId === undefined ? {} : { labelId }) },
});

/** What queues an order's mails inside a change's transaction: the subscribers' effects. */
export type OrderMailOutbox = Pick<OrderEffects, "jobs" | "siteOrigin" | "appendEvents">;

/** One mail to queue: its job, and its `mail_queued` event once the job's id is known. */
type QueuedMail = { job: AppJobs["order-mail"]; event: (jobId: string) => NewOrderEvent };

/** The mails under the job ids given (one each, in order), with each one's `mail_queued` event naming its job. */
function underIds(mails: readonly QueuedMail[], ids: readonly string[]): { mails: IntakeMail[]; events: NewOrderEvent[] } {
  return {
    mails: mails.map((mail, index) => ({ id: ids[index]!, job: mail.job })),
    events: mails.map((mail, index) => mail.event(ids[index]!)),
  };
}

/**
 * Queues the mails' jobs and writes each one's event, in the caller's
 * transaction. The jobs' ids are drawn first, so the jobs (one statement
 * for all of them) and the events (one statement) are sent together rather
 * than one after the other.
 */
async function queueMails(outbox: OrderMailOutbox, orderId: number, queued: readonly QueuedMail[]): Promise<void> {
  const ids = outbox.jobs.newJobIds(queued.length);
  const { mails, events } = underIds(queued, ids);
  await Promise.all([
    mails.length
      ? outbox.jobs.enqueueAll(
          "order-mail",
          mails.map((mail) => mail.job),
          { ids },
        )
      : undefined,
    events.length ? outbox.appendEvents(orderId, events) : undefined,
  ]);
}

/** The mail of one template for an order, with its `mail_queued` event. */
const templateMail = (orderId: number, template: OrderMailTemplate, siteOrigin: string): QueuedMail => ({
  job: { orderId, template, siteOrigin },
  event: (jobId: string) => mailQueuedEvent(template, jobId),
});

/** Queues each template's mail with its `mail_queued` event, in the caller's transaction. */
export function queueOrderMails(outbox: OrderMailOutbox, orderId: number, templates: readonly OrderMailTemplate[]): Promise<void> {
  return queueMails(
    outbox,
    orderId,
    templates.map((template) => templateMail(orderId, template, outbox.siteOrigin)),
  );
}

/**
 * A new order's mails as the intake stores them, one job per template under
 * the ids given, and its events: the `leading` ones (`created`), then each
 * mail's `mail_queued`, in that order.
 */
export function intakeMails(
  orderId: number,
  templates: readonly OrderMailTemplate[],
  siteOrigin: string,
  ids: readonly string[],
  leading: readonly NewOrderEvent[],
): { mails: IntakeMail[]; events: NewOrderEvent[] } {
  const { mails, events } = underIds(
    templates.map((template) => templateMail(orderId, template, siteOrigin)),
    ids,
  );
  return { mails, events: [...leading, ...events] };
}

/** Queues the customer's mail about a charge just proposed (once per charge), with its `mail_queued` event, in the caller's transaction. */
export function queueChargeProposedMail(outbox: OrderMailOutbox, orderId: number, chargeId: number): Promise<void> {
  return queueMails(outbox, orderId, [
    {
      job: { orderId, template: "charge-proposed", siteOrigin: outbox.siteOrigin, chargeId },
      event: (jobId: string) => {
        const queued = mailQueuedEvent("charge-proposed", jobId);
        return { ...queued, data: { ...queued.data, chargeId } };
      },
    },
  ]);
}

/** Queues the customer's mail of each return label just stored, with its `mail_queued` event, in the caller's transaction. */
export function queueReturnLabelMails(outbox: OrderMailOutbox, orderId: number, labelIds: readonly number[]): Promise<void> {
  const mails = labelIds.map((labelId) => ({
    job: { orderId, template: "return-label" as const, siteOrigin: outbox.siteOrigin, labelId },
    event: (jobId: string) => mailQueuedEvent("return-label", jobId, labelId),
  }));
  return queueMails(outbox, orderId, mails);
}
