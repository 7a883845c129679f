/** An address with an optional display name. */
export type MailAddress = { email: string; name?: string | null };

export type MailAttachment = { filename: string; contentType: string; base64Content: string };

export type OutgoingMail = {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** Our reference for the message, echoed by providers that support one. */
  customId?: string;
  /**
   * The same key again (a retried job) is delivered once by providers that
   * honour one (Resend keeps it for 24 hours); others ignore it.
   */
  idempotencyKey?: string;
};

/** What became of one message: a bad address fails only its own message. */
export type DeliveryStatus = { ok: true; providerMessageId: string | null } | { ok: false; error: string };

/** Sends e-mail. One implementation per provider (local .eml files, Mailjet, …). */
export interface Mailer {
  /** Recorded with every message, e.g. "mailjet" or "local-file". */
  readonly provider: string;
  /** The most messages one `send` call may carry. */
  readonly maxBatchSize: number;
  /**
   * Sends a batch and answers one status per message, in order. A failure of
   * the whole call (credentials refused, network) fails every message in it;
   * it does not throw.
   */
  send(messages: OutgoingMail[]): Promise<DeliveryStatus[]>;
}
