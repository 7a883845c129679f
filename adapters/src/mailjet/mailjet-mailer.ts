import type { DeliveryStatus, MailAddress, Mailer, OutgoingMail } from "@stringing/core/ports/mailer.port";
import { errorMessage } from "@stringing/core/shared/error-message";

export const MAILJET_API_URL = "https://api.mailjet.com";
/** Send API v3.1 accepts at most 50 messages per call. */
export const MAILJET_MAX_MESSAGES = 50;

export type MailjetOptions = {
  apiKey: string;
  apiSecret: string;
  /** Default https://api.mailjet.com; tests and the e2e suite point it at a fake server. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: Fetch;
};

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
type MailjetAnswer = { Messages?: MailjetMessageResult[]; ErrorMessage?: string } | null;

type MailjetMessageResult = {
  Status?: string;
  Errors?: { ErrorMessage?: string; ErrorCode?: string }[];
  To?: { Email?: string; MessageID?: number | string; MessageUUID?: string }[];
};

/**
 * Mailjet's Send API v3.1 over plain fetch. node-mailjet hard-codes
 * `https://` in front of its host option, so it cannot talk to a fake
 * Mailjet on loopback over http; this adapter takes the base URL instead, and
 * its whole protocol is one POST. Mailjet answers a status per message, in
 * order, so one bad address fails only its own message.
 */
export class MailjetMailer implements Mailer {
  readonly provider = "mailjet";
  readonly maxBatchSize = MAILJET_MAX_MESSAGES;
  private readonly endpoint: string;
  private readonly authorization: string;
  private readonly fetch: Fetch;
  private readonly timeoutMs: number;

  constructor(options: MailjetOptions) {
    this.endpoint = `${(options.baseUrl ?? MAILJET_API_URL).replace(/\/+$/, "")}/v3.1/send`;
    this.authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString("base64")}`;
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    const statuses: DeliveryStatus[] = [];
    for (let start = 0; start < messages.length; start += MAILJET_MAX_MESSAGES) {
      statuses.push(...(await this.sendBatch(messages.slice(start, start + MAILJET_MAX_MESSAGES))));
    }
    return statuses;
  }

  private async sendBatch(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    const failAll = (error: string) => messages.map((): DeliveryStatus => ({ ok: false, error }));
    let response: Response;
    try {
      response = await this.fetch(this.endpoint, {
        method: "POST",
        headers: { authorization: this.authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ Messages: messages.map(toMailjetMessage) }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return failAll(`Could not reach Mailjet: ${errorMessage(error)}`);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      return failAll(`Mailjet refused the API key or secret (HTTP ${response.status})`);
    }
    const body = (await response.json().catch(() => null)) as MailjetAnswer;
    // A partial failure answers 400 with per-message results; anything else without them failed as a whole.
    const results = Array.isArray(body?.Messages) ? body.Messages : null;
    if (!results) return failAll(`Mailjet answered HTTP ${response.status}${body?.ErrorMessage ? `: ${body.ErrorMessage}` : ""}`);
    return messages.map((_, index): DeliveryStatus => {
      const result = results[index];
      if (result?.Status === "success") {
        const id = result.To?.[0]?.MessageID ?? result.To?.[0]?.MessageUUID;
        return { ok: true, providerMessageId: id === undefined ? null : String(id) };
      }
      const reason = result?.Errors?.map((e) => e.ErrorMessage)
        .filter(Boolean)
        .join("; ");
      return { ok: false, error: reason || (result ? `Mailjet status "${result.Status}"` : "Mailjet returned no result for this message") };
    });
  }
}

const address = ({ email, name }: MailAddress) => (name ? { Email: email, Name: name } : { Email: email });

function toMailjetMessage(mail: OutgoingMail) {
  return {
    From: address(mail.from),
    To: [address(mail.to)],
    ...(mail.replyTo ? { ReplyTo: address(mail.replyTo) } : {}),
    Subject: mail.subject,
    TextPart: mail.text,
    ...(mail.html !== undefined ? { HTMLPart: mail.html } : {}),
    ...(mail.headers && Object.keys(mail.headers).length ? { Headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? { Attachments: mail.attachments.map((a) => ({ ContentType: a.contentType, Filename: a.filename, Base64Content: a.base64Content })) }
      : {}),
    ...(mail.customId ? { CustomID: mail.customId } : {}),
  };
}
