import type { Clock } from "../ports/clock.port.ts";
import type { SubscriberKey, SubscriberRecord, SubscriberUpdates } from "../ports/subscriber-updates.port.ts";
import { suppressionChanges } from "./suppression.ts";
import type { Subscriber } from "./subscriber.ts";

export type UnsubscribeDeps = { updates: SubscriberUpdates; clock: Clock };

const view = ({ resubscribeRequestedAt: _, ...subscriber }: SubscriberRecord): Subscriber => subscriber;

/** The subscriber a link or an id names, as it stands, changing nothing (the confirmation page of an unsubscribe link); null for none. */
export const findSubscriber =
  (deps: Pick<UnsubscribeDeps, "updates">) =>
  async (key: SubscriberKey): Promise<Subscriber | null> => {
    const record = await deps.updates.inTransaction((unit) => unit.lock(key));
    return record && view(record);
  };

/**
 * Unsubscribes the address a link (its unsubscribe token) or the admin (its
 * id) names: it is suppressed with the reason `unsubscribed`, unless a
 * stronger reason is known. Doing it again changes nothing. Null for none.
 */
export const unsubscribeSubscriber =
  (deps: UnsubscribeDeps) =>
  (key: SubscriberKey): Promise<Subscriber | null> =>
    deps.updates.inTransaction(async (unit) => {
      const record = await unit.lock(key);
      if (!record) return null;
      const changes = suppressionChanges(record, "unsubscribed", deps.clock.now());
      return view(changes ? await unit.update(record.id, changes) : record);
    });
