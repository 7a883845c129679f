import type { MailAttempt, MailDeliveries, MailDelivery } from "../ports/mail-deliveries.port.ts";

/** The delivery record in a map, for core tests; held to the same contract as the table. */
export class InMemoryMailDeliveries implements MailDeliveries {
  readonly rows = new Map<string, MailDelivery>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  async find(key: string) {
    const found = this.rows.get(key);
    return found ? { ...found } : null;
  }

  async record(attempt: MailAttempt) {
    const found = this.rows.get(attempt.key);
    const attempts = (found?.attempts ?? 0) + 1;
    const row: MailDelivery = found?.status === "sent" ? { ...found, attempts, updatedAt: this.now() } : { ...attempt, attempts, updatedAt: this.now() };
    this.rows.set(attempt.key, row);
    return { ...row };
  }
}
