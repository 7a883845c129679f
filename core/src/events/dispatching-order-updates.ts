import type { OrderStore, OrderStoreTransaction, OrderUpdates, OrderUpdateUnit, UnitOfWorkOptions } from "../ports/order-updates.port.ts";
import type { DomainEvent } from "./domain-event.ts";
import type { OrderEffects } from "./order-effects.port.ts";
import type { Subscriber } from "./subscriber.ts";

/** The use case's unit over the store's transaction: its steps, and `record` collecting what happened. */
function unitOver(transaction: OrderStoreTransaction, recorded: DomainEvent[]): OrderUpdateUnit {
  return {
    lockOrder: (id) => transaction.lockOrder(id),
    updateOrder: (id, changes) => transaction.updateOrder(id, changes),
    insertLabels: (orderId, labels) => transaction.insertLabels(orderId, labels),
    appendEvent: (orderId, event) => transaction.appendEvent(orderId, event),
    appendEvents: (orderId, events) => transaction.appendEvents(orderId, events),
    claimWebhookEvent: (provider, eventId) => transaction.claimWebhookEvent(provider, eventId),
    updateLabel: (orderId, labelId, changes) => transaction.updateLabel(orderId, labelId, changes),
    promisedCounts: (from) => transaction.promisedCounts(from),
    chargesOf: (orderId) => transaction.chargesOf(orderId),
    insertCharge: (orderId, charge) => transaction.insertCharge(orderId, charge),
    setChargeStatus: (orderId, chargeId, status) => transaction.setChargeStatus(orderId, chargeId, status),
    record: (...events) => {
      recorded.push(...events);
    },
  };
}

const effectsOf = (transaction: OrderStoreTransaction, siteOrigin: string): OrderEffects => ({
  jobs: transaction.jobs,
  siteOrigin,
  appendEvents: (orderId, events) => transaction.appendEvents(orderId, events),
  queuedOrderMails: (orderId) => transaction.queuedOrderMails(orderId),
  recordActivity: (activity) => transaction.recordActivity(activity),
  order: (orderId) => transaction.lockOrder(orderId),
  materialRules: () => transaction.materialRules(),
  takeMaterials: (request) => transaction.takeMaterials(request),
  returnMaterials: (orderId, actor) => transaction.returnMaterials(orderId, actor),
});

/**
 * The order store as the use cases see it: each unit of work collects the
 * events its use case records and, once the work is done and before the
 * commit, runs every subscriber over them (each subscriber over all the
 * events, in the list's order, so effects keep that order: the change's own
 * timeline events first, then what the subscribers append) and writes them
 * to the outbox. Work that throws rolls back its events and their effects.
 *
 * `siteOrigin`: where links in mails point when the change names none.
 */
export function dispatchingOrderUpdates(store: OrderStore, subscribers: readonly Subscriber[], options: { siteOrigin: string }): OrderUpdates {
  return {
    inTransaction: <T>(work: (unit: OrderUpdateUnit) => Promise<T>, unitOptions: UnitOfWorkOptions = {}): Promise<T> =>
      store.transaction(async (transaction) => {
        const recorded: DomainEvent[] = [];
        const result = await work(unitOver(transaction, recorded));
        if (!recorded.length) return result;
        const effects = effectsOf(transaction, unitOptions.siteOrigin ?? options.siteOrigin);
        for (const subscriber of subscribers) {
          for (const event of recorded) await subscriber(event, effects, recorded);
        }
        await transaction.storeEvents(recorded);
        return result;
      }),
    appendToTimeline: (orderId, event) => store.appendToTimeline(orderId, event),
  };
}
