/** One row of the record of sent mail (table mail_messages). */
export type MailLogEntry = {
  /** What the message was, e.g. "campaign" or "contact-notification". */
  kind: string;
  recipient: string;
  subject: string;
  provider: string;
  status: "sent" | "failed";
  providerMessageId: string | null;
  error: string | null;
};

/** Every message the product sent, whichever mailer carried it. */
export interface MailLog {
  record(entries: MailLogEntry[]): Promise<void>;
}
