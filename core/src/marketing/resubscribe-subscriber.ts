import type { Clock } from "../ports/clock.port.ts";
import type { SubscriberRecord, SubscriberUpdates } from "../ports/subscriber-updates.port.ts";
import type { Subscriber } from "./subscriber.ts";
import { resubscribeConfirmedChanges, resubscribeLinkValid } from "./suppression.ts";

export type ResubscribeDeps = { updates: SubscriberUpdates; clock: Clock };

const view = ({ resubscribeRequestedAt: _, ...subscriber }: SubscriberRecord): Subscriber => subscriber;

/** The public confirmation link of a resubscribe request, `/api/subscribers/resubscribe?token=`. */
export const resubscribeUrl = (siteOrigin: string, token: string): string =>
  `${siteOrigin.replace(/\/+$/, "")}/api/subscribers/resubscribe?token=${encodeURIComponent(token)}`;

/** The address a confirmation link names while the link works (seven days), changing nothing; null otherwise. */
export const findResubscribeRequest =
  (deps: ResubscribeDeps) =>
  async (token: string): Promise<Subscriber | null> => {
    const record = await deps.updates.inTransaction((unit) => unit.lock({ resubscribeToken: token }));
    return record && resubscribeLinkValid(record, deps.clock.now()) ? view(record) : null;
  };

/**
 * Confirms a resubscribe request: the address is subscribed again and its
 * suppression lifted (the mail reached it, so it does not bounce); the link
 * is used up. Null for an unknown, used or expired link.
 */
export const confirmResubscribe =
  (deps: ResubscribeDeps) =>
  (token: string): Promise<Subscriber | null> =>
    deps.updates.inTransaction(async (unit) => {
      const record = await unit.lock({ resubscribeToken: token });
      if (!record || !resubscribeLinkValid(record, deps.clock.now())) return null;
      return view(await unit.update(record.id, resubscribeConfirmedChanges()));
    });
