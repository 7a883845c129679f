import type { DeliveryStatus, MailAddress, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { type CreateBatchOptions, type CreateEmailOptions, Resend } from "resend";

export const RESEND_API_URL = "https://api.resend.com";
/** POST /emails/batch takes at most 100 messages. */
export const RESEND_MAX_MESSAGES = 100;

export type ResendOptions = {
  apiKey: string;
  /** Default https://api.resend.com (RESEND_API_URL); tests point it at a fake server. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
  /** How often a call refused for the per-second rate limit is tried again (after `retry-after`). */
  rateLimitRetries?: number;
  sleep?: (ms: number) => Promise<void>;
};

type ResendFailure = { message: string; statusCode: number | null; name: string };
type Answer<T> =
  | { data: T; error: null; headers: Record<string, string> | null }
  | { data: null; error: ResendFailure; headers: Record<string, string> | null };

/** Waits longer than this for a rate limit are not waited for: the job queue's backoff takes over. */
const MAX_RETRY_WAIT_MS = 10_000;

/**
 * Resend through its official SDK, which takes a base URL, so tests talk to a
 * fake Resend on loopback. Messages without attachments or an idempotency
 * key go out 100 per call through the batch endpoint in permissive mode, so
 * one bad address fails only its own message; the others (Resend's batch
 * takes neither) go one by one through POST /emails, the idempotency key as
 * its `Idempotency-Key` header. A call refused for the per-second rate limit
 * is tried again after `retry-after`; any other failure of a call fails its
 * messages, without throwing.
 */
export class ResendMailer implements Mailer {
  readonly provider = "resend";
  readonly maxBatchSize = RESEND_MAX_MESSAGES;
  private readonly client: Resend;
  private readonly timeoutMs: number;
  private readonly rateLimitRetries: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(options: ResendOptions) {
    this.client = new Resend(options.apiKey, { baseUrl: (options.baseUrl ?? RESEND_API_URL).replace(/\/+$/, "") });
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.rateLimitRetries = options.rateLimitRetries ?? 2;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    const statuses: DeliveryStatus[] = new Array(messages.length);
    const batchable: number[] = [];
    for (const [index, message] of messages.entries()) {
      if (message.attachments?.length || message.idempotencyKey) statuses[index] = await this.sendOne(message);
      else batchable.push(index);
    }
    for (let start = 0; start < batchable.length; start += RESEND_MAX_MESSAGES) {
      const indices = batchable.slice(start, start + RESEND_MAX_MESSAGES);
      const results = await this.sendBatch(indices.map((index) => messages[index]!));
      indices.forEach((index, position) => {
        statuses[index] = results[position]!;
      });
    }
    return statuses;
  }

  private async sendOne(message: OutgoingMail): Promise<DeliveryStatus> {
    const answer = await this.call(() =>
      this.client.emails.send(toResendEmail(message) as CreateEmailOptions, {
        ...(message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    return answer.data === null ? { ok: false, error: describeFailure(answer.error) } : { ok: true, providerMessageId: answer.data.id };
  }

  private async sendBatch(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    const answer = await this.call(() =>
      this.client.batch.send(messages.map(toResendEmail) as CreateBatchOptions, {
        batchValidation: "permissive",
        signal: AbortSignal.timeout(this.timeoutMs),
      }),
    );
    if (answer.data === null) {
      const error = describeFailure(answer.error);
      return messages.map(() => ({ ok: false, error }));
    }
    // Permissive mode: `data` holds the sent messages' ids in order, `errors` the others by index.
    const refused = new Map((answer.data.errors ?? []).map((failure) => [failure.index, failure.message]));
    const ids = [...(answer.data.data ?? [])];
    return messages.map((_, index): DeliveryStatus => {
      const reason = refused.get(index);
      if (reason !== undefined) return { ok: false, error: `Resend refused the message: ${reason}` };
      return { ok: true, providerMessageId: ids.shift()?.id ?? null };
    });
  }

  /** Makes the call, again after `retry-after` while Resend answers that the per-second rate limit is exceeded. */
  private async call<T>(request: () => Promise<Answer<T>>): Promise<Answer<T>> {
    for (let attempt = 0; ; attempt++) {
      const answer = await request();
      if (answer.error?.name !== "rate_limit_exceeded" || attempt >= this.rateLimitRetries) return answer;
      const waitMs = Math.max(0, Number(answer.headers?.["retry-after"] ?? 1) * 1000);
      if (!Number.isFinite(waitMs) || waitMs > MAX_RETRY_WAIT_MS) return answer;
      await this.sleep(waitMs);
    }
  }
}

/** `"Name" <a@b.co>`: the display name quoted whenever it holds a character RFC 5322 reserves. */
export function formatAddress({ email, name }: MailAddress): string {
  const display = name?.replace(/[\r\n]+/g, " ").trim();
  if (!display) return email;
  return /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(display) ? `${display} <${email}>` : `"${display.replace(/["\\]/g, "\\$&")}" <${email}>`;
}

/** Tags take ASCII letters, digits, `_` and `-` only. */
const tagValue = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 256);

function toResendEmail(mail: OutgoingMail) {
  return {
    from: formatAddress(mail.from),
    to: [formatAddress(mail.to)],
    ...(mail.replyTo ? { replyTo: formatAddress(mail.replyTo) } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.headers && Object.keys(mail.headers).length ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.base64Content, contentType: a.contentType })) }
      : {}),
    ...(mail.customId ? { tags: [{ name: "custom_id", value: tagValue(mail.customId) }] } : {}),
  };
}

function describeFailure(failure: ResendFailure | null): string {
  if (!failure) return "Resend answered neither a result nor an error";
  const { statusCode, name, message } = failure;
  if (statusCode === null) return `Could not reach Resend: ${message}`;
  if (statusCode === 401 || statusCode === 403) return `Resend refused the API key (HTTP ${statusCode} ${name}: ${message})`;
  if (statusCode === 429) return `Resend is limiting us (HTTP 429 ${name}): ${message}`;
  if (statusCode >= 500) return `Resend answered HTTP ${statusCode} (${name}): ${message}`;
  return `Resend refused the message (HTTP ${statusCode} ${name}): ${message}`;
}
