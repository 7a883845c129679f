/**
 * @module Who may be sent a campaign, and how an address gets back on the
 * list (decision record 0016). An address that hard-bounced, complained or
 * unsubscribed is suppressed: it is not subscribed, and no campaign goes to
 * it. It is subscribed again only through a confirmation link mailed to it,
 * never by someone typing it into a form.
 */

/** Why an address gets no campaign. */
export type SuppressionReason = "hard_bounce" | "spam_complaint" | "unsubscribed";

export const SUPPRESSION_REASONS = ["hard_bounce", "spam_complaint", "unsubscribed"] as const satisfies readonly SuppressionReason[];

/** How an address stands, as the admin's table shows it. */
export type SubscriberStatus = "subscribed" | "unsubscribed" | "bounced" | "complained";

/** The part of a subscriber these rules read. */
export type SubscriptionState = {
  subscribed: boolean;
  suppressedAt: Date | null;
  suppressionReason: SuppressionReason | null;
  /** When the address last asked to be subscribed again; null when it never did (or it was confirmed). */
  resubscribeRequestedAt: Date | null;
};

/** The columns a rule changes; absent ones keep their value. */
export type SubscriptionChanges = Partial<Omit<SubscriptionState, "resubscribeRequestedAt">> & {
  resubscribeRequestedAt?: Date | null;
  /** True: forget the pending confirmation link (its token). */
  clearResubscribeToken?: true;
};

/** One confirmation mail per address in this window, whatever the form receives. */
export const RESUBSCRIBE_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;
/** A confirmation link works for this long after it was mailed. */
export const RESUBSCRIBE_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/** A complaint weighs most, then a hard bounce, then a plain unsubscribe: the strongest reason known is kept. */
const WEIGHT: Record<SuppressionReason, number> = { unsubscribed: 1, hard_bounce: 2, spam_complaint: 3 };

export const isSuppressionReason = (value: unknown): value is SuppressionReason =>
  typeof value === "string" && (SUPPRESSION_REASONS as readonly string[]).includes(value);

/** Receives campaigns: subscribed and not suppressed. */
export const receivesCampaigns = (state: Pick<SubscriptionState, "subscribed" | "suppressedAt">): boolean => state.subscribed && state.suppressedAt === null;

export function subscriberStatus(state: Pick<SubscriptionState, "subscribed" | "suppressedAt" | "suppressionReason">): SubscriberStatus {
  if (receivesCampaigns(state)) return "subscribed";
  if (state.suppressionReason === "hard_bounce") return "bounced";
  if (state.suppressionReason === "spam_complaint") return "complained";
  return "unsubscribed";
}

/**
 * What a bounce, a complaint or an unsubscribe does to an address: it is
 * no longer subscribed; it stays suppressed from the first time on; the
 * reason becomes the strongest one known. Null when nothing changes (a
 * replayed or weaker notice).
 */
export function suppressionChanges(state: SubscriptionState, reason: SuppressionReason, now: Date): SubscriptionChanges | null {
  const changes: SubscriptionChanges = {};
  if (state.subscribed) changes.subscribed = false;
  if (state.suppressedAt === null) changes.suppressedAt = now;
  if (state.suppressionReason === null || WEIGHT[reason] > WEIGHT[state.suppressionReason]) changes.suppressionReason = reason;
  return Object.keys(changes).length ? changes : null;
}

/**
 * Whether a known address typed into the public form gets a confirmation
 * link: only when it does not receive campaigns now, and no link was mailed
 * to it in the last 24 hours (so the form cannot be used to flood it).
 */
export function resubscribeRequestDue(state: SubscriptionState, now: Date): boolean {
  if (receivesCampaigns(state)) return false;
  const last = state.resubscribeRequestedAt;
  return last === null || now.getTime() - last.getTime() >= RESUBSCRIBE_RESEND_AFTER_MS;
}

/** A confirmation link works while its request is at most seven days old. */
export function resubscribeLinkValid(state: Pick<SubscriptionState, "resubscribeRequestedAt">, now: Date): boolean {
  const at = state.resubscribeRequestedAt;
  return at !== null && now.getTime() - at.getTime() <= RESUBSCRIBE_LINK_VALID_MS && at.getTime() - now.getTime() <= 60_000;
}

/** Confirming the link subscribes the address again and lifts its suppression; the link is used up. */
export const resubscribeConfirmedChanges = (): SubscriptionChanges => ({
  subscribed: true,
  suppressedAt: null,
  suppressionReason: null,
  resubscribeRequestedAt: null,
  clearResubscribeToken: true,
});
