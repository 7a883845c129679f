import { desc, eq, sql } from "drizzle-orm";
import type { ContactMessage } from "@stringing/core/marketing/contact-message";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { AfterContactStored, ContactRepository } from "@stringing/core/ports/contact-repository.port";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { Paging } from "@stringing/core/shared/paging";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { contacts } from "./schema/index.ts";

export class PostgresContactRepository implements ContactRepository {
  /** `jobs`: writes the jobs a message causes with its transaction (pg-boss's `enqueuerFor`). */
  constructor(
    private readonly db: Executor,
    private readonly jobs: { enqueuerFor(transaction: Pick<Executor, "execute">): JobEnqueuer<AppJobs> },
  ) {}

  create(message: ContactMessage, andThen?: AfterContactStored) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(contacts).values(message).returning();
      if (!row) throw new Error("insert returned no row");
      await andThen?.({ ...row }, this.jobs.enqueuerFor(tx));
      return row;
    });
  }

  async findById(id: number) {
    const [row] = await this.db.select().from(contacts).where(eq(contacts.id, id));
    return row ?? null;
  }

  async list(paging: Paging) {
    let statement = this.db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id)).$dynamic();
    if (paging.limit !== undefined) statement = statement.limit(paging.limit);
    if (paging.offset !== undefined) statement = statement.offset(paging.offset);
    return statement;
  }

  async nextId() {
    const [row] = await this.db.select({ next: sql<number>`coalesce(max(${contacts.id}), 0) + 1` }).from(contacts);
    return Number(row!.next);
  }

  async setResponded(id: number, responded: boolean) {
    const [row] = await this.db.update(contacts).set({ responded }).where(eq(contacts.id, id)).returning();
    return row ?? null;
  }
}

translateStorageErrorsOf(PostgresContactRepository);
