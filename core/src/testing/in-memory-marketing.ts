import type { AppJobs } from "../jobs/app-jobs.ts";
import type { Contact, ContactMessage } from "../marketing/contact-message.ts";
import type { EmailServiceConfig } from "../marketing/email-service-config.ts";
import { isUnsubscribeToken, type CampaignRecipient, type NewSubscriber, type Subscriber, type SubscriberListQuery } from "../marketing/subscriber.ts";
import { receivesCampaigns, suppressionChanges, type SuppressionReason } from "../marketing/suppression.ts";
import type { AfterContactStored, ContactRepository } from "../ports/contact-repository.port.ts";
import type { SubscriberRepository } from "../ports/subscriber-repository.port.ts";
import type { MailLog, MailLogEntry } from "../ports/mail-log.port.ts";
import type { MailPurpose, MailSettings } from "../ports/mail-settings.port.ts";
import type { DeliveryStatus, Mailer, OutgoingMail } from "../ports/mailer.port.ts";
import { foldCase } from "../shared/fold-case.ts";
import type { Paging } from "../shared/paging.ts";
import { InMemoryJobQueue } from "./in-memory-job-queue.ts";

/** In-memory fakes of the marketing ports, for core tests. */
const page = <T>(rows: T[], paging: Paging): T[] => {
  const start = paging.offset ?? 0;
  return rows.slice(start, paging.limit === undefined ? undefined : start + paging.limit);
};

/** A subscriber as the fake stores it: every column, tokens included. */
export type InMemorySubscriberRow = Subscriber & { unsubscribeToken: string; resubscribeToken: string | null; resubscribeRequestedAt: Date | null };

export class InMemorySubscribers implements SubscriberRepository {
  readonly rows: InMemorySubscriberRow[] = [];

  add(email: string, options: { name?: string | null; subscribed?: boolean; suppressionReason?: SuppressionReason } = {}) {
    const row: InMemorySubscriberRow = {
      id: this.rows.length + 1,
      email,
      name: options.name ?? null,
      subscribed: options.suppressionReason ? false : (options.subscribed ?? true),
      createdAt: new Date(Date.UTC(2024, 0, 1) + this.rows.length * 1000),
      suppressedAt: options.suppressionReason ? new Date(Date.UTC(2024, 0, 2)) : null,
      suppressionReason: options.suppressionReason ?? null,
      unsubscribeToken: `00000000-0000-4000-8000-${String(this.rows.length + 1).padStart(12, "0")}`,
      resubscribeToken: null,
      resubscribeRequestedAt: null,
    };
    this.rows.push(row);
    return row;
  }

  private view = ({ unsubscribeToken: _, resubscribeToken: __, resubscribeRequestedAt: ___, ...subscriber }: InMemorySubscriberRow): Subscriber => ({
    ...subscriber,
  });

  /** What unsubscribing does (suppression.ts): not subscribed, suppressed from the first time, a stronger reason kept. */
  private unsubscribeRow(found: InMemorySubscriberRow) {
    Object.assign(found, suppressionChanges(found, "unsubscribed", new Date()) ?? {});
    return this.view(found);
  }

  async subscribe(input: NewSubscriber) {
    const found = this.rows.find((row) => row.email === input.email);
    if (found) {
      if (input.name !== null && input.name !== undefined) found.name = input.name;
      return { subscriber: this.view(found), created: false };
    }
    return { subscriber: this.view(this.add(input.email, { name: input.name })), created: true };
  }
  async list(query: SubscriberListQuery) {
    const q = query.q === undefined ? undefined : foldCase(query.q);
    const matching = this.rows.filter((row) => !q || foldCase(row.email).includes(q) || (row.name !== null && foldCase(row.name).includes(q)));
    return page([...matching].reverse(), query).map(this.view);
  }
  async countSubscribed() {
    return this.rows.filter((row) => row.subscribed).length;
  }
  async unsubscribe(id: number) {
    const found = this.rows.find((row) => row.id === id);
    return found ? this.unsubscribeRow(found) : null;
  }
  async unsubscribeByToken(token: string) {
    if (!isUnsubscribeToken(token)) return null;
    const found = this.rows.find((row) => row.unsubscribeToken === token.toLowerCase());
    return found ? this.unsubscribeRow(found) : null;
  }
  async listRecipients(): Promise<CampaignRecipient[]> {
    return this.rows.filter(receivesCampaigns).map(({ email, name, unsubscribeToken }) => ({ email, name, unsubscribeToken }));
  }
}

export class InMemoryContacts implements ContactRepository {
  readonly rows: Contact[] = [];
  failNextCreate = false;

  /** `jobs`: where the jobs a message causes are stored (with the message, or not at all). */
  constructor(readonly jobs: InMemoryJobQueue<AppJobs> = new InMemoryJobQueue<AppJobs>()) {}

  async create(message: ContactMessage, andThen?: AfterContactStored) {
    if (this.failNextCreate) {
      this.failNextCreate = false;
      throw new Error("database unavailable");
    }
    const { name, email, message: text } = message;
    const contact = {
      id: this.rows.length + 1,
      name,
      email,
      message: text,
      responded: false,
      createdAt: new Date(Date.UTC(2024, 0, 1) + this.rows.length * 1000),
    };
    const staged = this.jobs.staged();
    await andThen?.({ ...contact }, staged.jobs);
    this.rows.push(contact);
    staged.commit();
    return { ...contact };
  }
  async findById(id: number) {
    const found = this.rows.find((row) => row.id === id);
    return found ? { ...found } : null;
  }
  async list(paging: Paging) {
    return page([...this.rows].reverse(), paging);
  }
  async nextId() {
    return this.rows.length + 1;
  }
  async setResponded(id: number, responded: boolean) {
    const found = this.rows.find((row) => row.id === id);
    if (!found) return null;
    found.responded = responded;
    return { ...found };
  }
}

export class InMemoryMailSettings implements MailSettings {
  readonly configs = new Map<MailPurpose, EmailServiceConfig>();
  async get(purpose: MailPurpose) {
    return this.configs.get(purpose) ?? null;
  }
  async save(purpose: MailPurpose, config: EmailServiceConfig) {
    this.configs.set(purpose, { ...config });
  }
  ownerEmail: string | null = null;
  async getOwnerEmail() {
    return this.ownerEmail;
  }
  async saveOwnerEmail(email: string | null) {
    this.ownerEmail = email;
  }
}

export class InMemoryMailLog implements MailLog {
  readonly entries: MailLogEntry[] = [];
  async record(entries: MailLogEntry[]) {
    this.entries.push(...entries);
  }
}

/**
 * A mailer that keeps what it was given. Addresses in `rejected` fail alone;
 * `failEverything` makes every call fail (e.g. refused credentials); `throwing`
 * makes `send` throw, as a broken adapter would.
 */
export class RecordingMailer implements Mailer {
  readonly batches: OutgoingMail[][] = [];
  readonly rejected = new Set<string>();
  failEverything: string | null = null;
  throwing = false;

  constructor(
    readonly provider = "recording",
    readonly maxBatchSize = 50,
  ) {}

  get sent(): OutgoingMail[] {
    return this.batches.flat();
  }

  async send(messages: OutgoingMail[]): Promise<DeliveryStatus[]> {
    if (this.throwing) throw new Error("mailer exploded");
    if (messages.length > this.maxBatchSize) throw new Error(`batch of ${messages.length} exceeds ${this.maxBatchSize}`);
    this.batches.push(messages);
    return messages.map((message, index): DeliveryStatus => {
      if (this.failEverything) return { ok: false, error: this.failEverything };
      if (this.rejected.has(message.to.email)) return { ok: false, error: `Invalid recipient ${message.to.email}` };
      return { ok: true, providerMessageId: `msg-${this.batches.length}-${index}` };
    });
  }
}
