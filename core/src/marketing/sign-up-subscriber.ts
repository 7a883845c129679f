import type { Clock } from "../ports/clock.port.ts";
import type { SubscriberRecord, SubscriberUpdates } from "../ports/subscriber-updates.port.ts";
import type { NewSubscriber, Subscriber } from "./subscriber.ts";
import { resubscribeRequestDue } from "./suppression.ts";

export type SignUpDeps = { updates: SubscriberUpdates; clock: Clock };

export type SignUp = {
  subscriber: Subscriber;
  created: boolean;
  /** A confirmation link was mailed (a job was stored with the request). */
  resubscribeRequested: boolean;
};

const view = ({ resubscribeRequestedAt: _, ...subscriber }: SubscriberRecord): Subscriber => subscriber;

/**
 * The public newsletter form. A new address is subscribed; a subscribed one
 * is left as it is. One that unsubscribed or was suppressed stays so: it is
 * mailed a confirmation link instead (at most once a day), through a
 * "resubscribe-mail" job stored in the same transaction as the request.
 * The caller answers the visitor the same in every case.
 */
export const signUpSubscriber =
  (deps: SignUpDeps) =>
  (input: Pick<NewSubscriber, "email" | "name"> & { siteOrigin: string }): Promise<SignUp> =>
    deps.updates.inTransaction(async (unit) => {
      const { record, created } = await unit.upsert({ email: input.email, name: input.name });
      const now = deps.clock.now();
      if (created || !resubscribeRequestDue(record, now)) return { subscriber: view(record), created, resubscribeRequested: false };
      await unit.startResubscribeRequest(record.id, now);
      await unit.jobs.enqueue("resubscribe-mail", { subscriberId: record.id, siteOrigin: input.siteOrigin });
      return { subscriber: view(record), created, resubscribeRequested: true };
    });
