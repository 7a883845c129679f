import { eq, sql } from "drizzle-orm";
import type { MailAttempt, MailDeliveries, MailDelivery, MailDeliveryStatus } from "@stringing/core/ports/mail-deliveries.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { mailDeliveries } from "./schema/index.ts";

const toDelivery = (row: typeof mailDeliveries.$inferSelect): MailDelivery => ({ ...row, status: row.status as MailDeliveryStatus });

/** The once-per-key record of the product's own messages (table mail_deliveries). */
export class PostgresMailDeliveries implements MailDeliveries {
  constructor(private readonly db: Executor) {}

  async find(key: string) {
    const [row] = await this.db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key));
    return row ? toDelivery(row) : null;
  }

  /** One statement: the attempt is counted and its outcome kept, unless the key was sent already. */
  async record(attempt: MailAttempt) {
    const sent = sql`${mailDeliveries.status} = 'sent'`;
    const keep = <T>(column: T, value: unknown) => sql`case when ${sent} then ${column} else ${value} end`;
    const [row] = await this.db
      .insert(mailDeliveries)
      .values({ ...attempt, attempts: 1 })
      .onConflictDoUpdate({
        target: mailDeliveries.key,
        set: {
          attempts: sql`${mailDeliveries.attempts} + 1`,
          updatedAt: sql`now()`,
          status: keep(mailDeliveries.status, attempt.status),
          recipient: keep(mailDeliveries.recipient, attempt.recipient),
          providerMessageId: keep(mailDeliveries.providerMessageId, attempt.providerMessageId),
          error: keep(mailDeliveries.error, attempt.error),
        },
      })
      .returning();
    return toDelivery(row!);
  }
}

translateStorageErrorsOf(PostgresMailDeliveries);
