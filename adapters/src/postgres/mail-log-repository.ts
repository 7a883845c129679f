import type { MailLog, MailLogEntry } from "@stringing/core/ports/mail-log.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { mailMessages } from "./schema/index.ts";

/** The mail_messages table: one row per message sent or attempted. */
export class PostgresMailLog implements MailLog {
  constructor(private readonly db: Executor) {}

  async record(entries: MailLogEntry[]) {
    if (entries.length === 0) return;
    await this.db.insert(mailMessages).values(entries);
  }
}

translateStorageErrorsOf(PostgresMailLog);
