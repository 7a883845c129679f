/**
 * @module Which order mail a change calls for, and how it is queued
 * (contract, "Mail to customers"; decision record 0014). Every mail is a
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
 */
import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewOrderEvent, OrderEvent } from "../orders/order-event.ts";
import type { Order } from "../orders/order.ts";
import type { JobEnqueuer } from "../ports/job-queue.port.ts";
import type { IntakeMail } from "../ports/order-intake.port.ts";
import type { RecordedLabel } from "../ports/order-repository.port.ts";
import type { OrderChanges, OrderUpdateUnit } from "../ports/order-updates.port.ts";
import { type OrderMailTemplate, recipientOf } from "./order-mail-data.ts";

/** The delivery record's key of one order message: `order:12:order-received`; a return label's names the label: `order:12:return-label:7`. */
export const orderMailKey = (orderId: number, template: OrderMailTemplate, labelId?: number): string =>
  labelId === undefined ? `order:${orderId}:${template}` : `order:${orderId}:${template}:${labelId}`;

/** The delivery record's key of the owner's notice of a contact message: `contact:7:owner-new-contact`. */
export const contactMailKey = (contactId: number): string => `contact:${contactId}:owner-new-contact`;

/** What an order intake queues: the customer's receipt and the owner's notice. */
export const INTAKE_ORDER_MAILS: readonly OrderMailTemplate[] = ["order-received", "owner-new-order"];

/** The tracking number a `shipped` mail would carry: the outbound label's, else the one typed in. */
const shippedTracking = (order: Pick<Order, "outboundTrackingNumber" | "trackingNumber">): string | null =>
  order.outboundTrackingNumber?.trim() || order.trackingNumber?.trim() || null;

const isShippedWithTracking = (order: Order) => order.status === "shipped" && shippedTracking(order) !== null;

/**
 * The mails a change of an order calls for, from the order before and after
 * it: becoming paid → payment-received; becoming in progress (the head came
 * in) → head-received; becoming shipped with a tracking number (in either
 * order: the status first and the number later, or both at once) → shipped.
 */
export function orderMailsForChange(before: Order, after: Order): OrderMailTemplate[] {
  const mails: OrderMailTemplate[] = [];
  if (after.paymentStatus === "paid" && before.paymentStatus !== "paid") mails.push("payment-received");
  if (after.status === "in_progress" && before.status !== "in_progress") mails.push("head-received");
  if (isShippedWithTracking(after) && !isShippedWithTracking(before)) mails.push("shipped");
  return mails;
}

/** The `mail_queued` event of one queued mail (with the label a return-label mail carries). */
export const mailQueuedEvent = (template: OrderMailTemplate, jobId: string, labelId?: number): NewOrderEvent => ({
  type: "mail_queued",
  actor: "system",
  data: { template, recipient: recipientOf(template), jobId, ...(labelId === undefined ? {} : { labelId }) },
});

/** The ids of the return labels among labels just stored (`insertLabels` answers ids in the labels' order): each is mailed to the customer. */
export const returnLabelIds = (labels: readonly Pick<RecordedLabel, "kind">[], ids: readonly number[]): number[] =>
  ids.filter((_, index) => labels[index]?.kind === "return");

/** What a unit of work offers to queue an order's mails inside its transaction. */
export type OrderMailOutbox = {
  /** Jobs stored with the unit's transaction. */
  readonly jobs: JobEnqueuer<AppJobs>;
  /** Where the links in the mails point: the origin the caller named, else the configured one (PUBLIC_URL). */
  readonly mailOrigin: string;
  appendEvents(orderId: number, events: readonly NewOrderEvent[]): Promise<OrderEvent[]>;
};

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
async function queueMails(unit: OrderMailOutbox, orderId: number, queued: readonly QueuedMail[]): Promise<void> {
  const ids = unit.jobs.newJobIds(queued.length);
  const { mails, events } = underIds(queued, ids);
  await Promise.all([
    mails.length
      ? unit.jobs.enqueueAll(
          "order-mail",
          mails.map((mail) => mail.job),
          { ids },
        )
      : undefined,
    events.length ? unit.appendEvents(orderId, events) : undefined,
  ]);
}

/** The mail of one template for an order, with its `mail_queued` event. */
const templateMail = (orderId: number, template: OrderMailTemplate, siteOrigin: string): QueuedMail => ({
  job: { orderId, template, siteOrigin },
  event: (jobId: string) => mailQueuedEvent(template, jobId),
});

/** Queues each template's mail with its `mail_queued` event, in the caller's transaction. */
export function queueOrderMails(unit: OrderMailOutbox, orderId: number, templates: readonly OrderMailTemplate[]): Promise<void> {
  return queueMails(
    unit,
    orderId,
    templates.map((template) => templateMail(orderId, template, unit.mailOrigin)),
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

/** Queues the customer's mail of each return label just stored, with its `mail_queued` event, in the caller's transaction. */
export function queueReturnLabelMails(unit: OrderMailOutbox, orderId: number, labelIds: readonly number[]): Promise<void> {
  const mails = labelIds.map((labelId) => ({
    job: { orderId, template: "return-label" as const, siteOrigin: unit.mailOrigin, labelId },
    event: (jobId: string) => mailQueuedEvent("return-label", jobId, labelId),
  }));
  return queueMails(unit, orderId, mails);
}

/**
 * Runs one unit of work and, before it commits, queues the mails its
 * changes call for. Every order change goes through such a unit (the
 * Stripe webhook, labels, the status, shipping and payment routes, a
 * carrier's tracking update), so each gets its mails without asking. The
 * mails follow the whole change (the order as first locked against the
 * order as last updated) and come after the change's own events; each
 * return label the change stored gets its own mail, after those.
 */
export async function runWithOrderMails<U extends OrderUpdateUnit, T>(unit: U, work: (unit: U) => Promise<T>): Promise<T> {
  const before = new Map<number, Order>();
  const after = new Map<number, Order>();
  const lockOrder = async (id: number) => {
    const order = await unit.lockOrder(id);
    if (order && !before.has(id)) before.set(id, order);
    return order;
  };
  const updateOrder = async (id: number, changes: OrderChanges) => {
    // The port asks for the lock first; an order changed without one is read here, under the same lock.
    if (!before.has(id)) await lockOrder(id);
    const updated = await unit.updateOrder(id, changes);
    after.set(id, updated);
    return updated;
  };
  const returnLabels = new Map<number, number[]>();
  const insertLabels = async (orderId: number, labels: readonly RecordedLabel[]) => {
    const ids = await unit.insertLabels(orderId, labels);
    const stored = returnLabelIds(labels, ids);
    if (stored.length) returnLabels.set(orderId, [...(returnLabels.get(orderId) ?? []), ...stored]);
    return ids;
  };
  const watched = new Proxy(unit, {
    get(target, property) {
      if (property === "lockOrder") return lockOrder;
      if (property === "updateOrder") return updateOrder;
      if (property === "insertLabels") return insertLabels;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const result = await work(watched);
  for (const [id, changed] of after) {
    const previous = before.get(id);
    if (!previous) continue;
    const called = orderMailsForChange(previous, changed);
    if (!called.length) continue;
    const queued = new Set(await unit.queuedOrderMails(id));
    await queueOrderMails(
      unit,
      id,
      called.filter((template) => !queued.has(template)),
    );
  }
  // A label id is new with its row, so its mail cannot have been queued before: once per order and label.
  for (const [id, labelIds] of returnLabels) await queueReturnLabelMails(unit, id, labelIds);
  return result;
}
