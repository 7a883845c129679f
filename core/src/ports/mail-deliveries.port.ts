/**
 * The once-per-key record of the product's own messages (table
 * mail_deliveries): an order mail is keyed `order:<id>:<template>`, the
 * owner's contact notice `contact:<id>:owner-new-contact`. A job checks it
 * before sending and writes it right after the provider answers, so a
 * retried or re-run job never sends a message that went out.
 */
export type MailDeliveryStatus = "sent" | "failed";

export type MailDelivery = {
  key: string;
  template: string;
  /** The address the message went (or was to go) to. */
  recipient: string;
  status: MailDeliveryStatus;
  providerMessageId: string | null;
  /** Why the last attempt failed; null once sent. */
  error: string | null;
  /** How many sends were tried under this key. */
  attempts: number;
  updatedAt: Date;
};

export type MailAttempt = Pick<MailDelivery, "key" | "template" | "recipient" | "status" | "providerMessageId" | "error">;

export interface MailDeliveries {
  /** The record of the key; null when nothing was tried under it. */
  find(key: string): Promise<MailDelivery | null>;
  /**
   * Records one attempt: its outcome replaces the last one and the attempts
   * are counted. A key recorded `sent` stays sent (a late failure report of
   * the same message changes nothing).
   */
  record(attempt: MailAttempt): Promise<MailDelivery>;
}
