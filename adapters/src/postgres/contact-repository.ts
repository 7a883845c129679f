import { desc, eq, sql } from "drizzle-orm";
import type { ContactMessage } from "@stringing/core/marketing/contact-message";
import type { ContactRepository } from "@stringing/core/ports/contact-repository.port";
import type { Paging } from "@stringing/core/shared/paging";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { contacts } from "./schema/index.ts";

export class PostgresContactRepository implements ContactRepository {
  constructor(private readonly db: Executor) {}

  async create(message: ContactMessage) {
    const [row] = await this.db.insert(contacts).values(message).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
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
