import type { CampaignRecipient, NewSubscriber, Subscriber, SubscriberListQuery } from "../marketing/subscriber.ts";

/** What subscribing did: `created` false when the address was already known. */
export type Subscribed = { subscriber: Subscriber; created: boolean };

export interface SubscriberRepository {
  /** Idempotent: a known address is returned as it is; one that unsubscribed stays unsubscribed. */
  subscribe(input: NewSubscriber): Promise<Subscribed>;
  /** Newest first; `q` matches e-mail or name. */
  list(query: SubscriberListQuery): Promise<Subscriber[]>;
  countSubscribed(): Promise<number>;
  /** Null for an unknown id. */
  unsubscribe(id: number): Promise<Subscriber | null>;
  /** Null for an unknown token. */
  unsubscribeByToken(token: string): Promise<Subscriber | null>;
  /** Every subscribed address, with its unsubscribe token. */
  listRecipients(): Promise<CampaignRecipient[]>;
}
