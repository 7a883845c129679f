import { z } from "zod";
import { pagingQuerySchema } from "../shared/paging.ts";
import { emailAddress } from "./email-address.ts";
import type { SuppressionReason } from "./suppression.ts";

/** A newsletter subscriber as every response shows it (the unsubscribe and resubscribe tokens stay server-side). */
export type Subscriber = {
  id: number;
  email: string;
  name: string | null;
  subscribed: boolean;
  createdAt: Date;
  /** Set when the address hard-bounced, complained or unsubscribed: it gets no campaign (suppression.ts). */
  suppressedAt: Date | null;
  suppressionReason: SuppressionReason | null;
};

/** Whom a campaign goes to: a subscribed address and the token of its unsubscribe link. */
export type CampaignRecipient = { email: string; name: string | null; unsubscribeToken: string };

/** Add Subscriber (admin) and the newsletter form (public). An empty name counts as none. */
export const subscriberSchema = z.object({
  email: emailAddress("Please enter a valid email address"),
  name: z
    .string()
    .trim()
    .max(200, "Name must be at most 200 characters")
    .nullish()
    .transform((name) => name || null),
  /** The honeypot (shared/honeypot.ts): any text marks the sender as a bot. */
  website: z.string().nullish(),
});

export type NewSubscriber = z.infer<typeof subscriberSchema>;

export const subscriberListQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
});

export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/** `?token=` of an unsubscribe link; anything malformed simply finds nobody. */
export const unsubscribeQuerySchema = z.object({ token: z.string().optional() });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens are uuids; checking the shape first keeps a malformed one away from the uuid column. */
export const isUnsubscribeToken = (token: string | undefined): token is string => !!token && UUID.test(token);

/** Resubscribe confirmation tokens have the same shape. */
export const isResubscribeToken = isUnsubscribeToken;
