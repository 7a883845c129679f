import type { AppJobs } from "../jobs/app-jobs.ts";
import type { NewSubscriber, Subscriber } from "../marketing/subscriber.ts";
import type { SubscriptionChanges } from "../marketing/suppression.ts";
import type { JobEnqueuer } from "./job-queue.port.ts";

/** A subscriber as the suppression and resubscribe rules read it (never shown as such: it holds the pending request's time). */
export type SubscriberRecord = Subscriber & { resubscribeRequestedAt: Date | null };

/** How a unit finds the one subscriber it works on. Tokens of the wrong shape find nobody. */
export type SubscriberKey = { id: number } | { email: string } | { unsubscribeToken: string } | { resubscribeToken: string };

/**
 * The steps of one change to a subscriber; every call runs in the same
 * transaction, so a change, the webhook event that caused it and the job it
 * causes commit together or not at all.
 */
export interface SubscriberUpdateUnit {
  /** Reads the subscriber and holds it until the transaction ends; null when there is none. */
  lock(key: SubscriberKey): Promise<SubscriberRecord | null>;
  /** Adds a new address (subscribed), or holds the known one as it is (a new name replaces the old); `created` says which. */
  upsert(input: Pick<NewSubscriber, "email" | "name">): Promise<{ record: SubscriberRecord; created: boolean }>;
  /** Applies the changes to a subscriber this unit locked. */
  update(id: number, changes: SubscriptionChanges): Promise<SubscriberRecord>;
  /** Draws a new confirmation token for the address and stamps the request's time; answers the token. */
  startResubscribeRequest(id: number, at: Date): Promise<string>;
  /** Remembers a provider's event; false when it was remembered before (a replayed delivery), even by a transaction committing elsewhere now. */
  claimWebhookEvent(provider: string, eventId: string): Promise<boolean>;
  /** Jobs stored with this transaction. */
  readonly jobs: JobEnqueuer<Pick<AppJobs, "resubscribe-mail">>;
}

/** Runs one change to a subscriber atomically. */
export interface SubscriberUpdates {
  inTransaction<T>(work: (unit: SubscriberUpdateUnit) => Promise<T>): Promise<T>;
  /** A subscriber's pending confirmation, for the mail that carries its link; null when none is pending (or no such subscriber). */
  pendingResubscribe(id: number): Promise<{ record: SubscriberRecord; token: string } | null>;
}
