import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { CatalogueListOptions, CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { conflict, notFound } from "@stringing/core/shared/errors";
import { err, ok, type Result } from "@stringing/core/shared/result";
import type { Executor } from "./db.ts";
import { isUniqueViolation, translateStorageErrorsOf } from "./errors.ts";
import { inSavepoint } from "./savepoint.ts";

/** A table the generic repository can serve: an integer id, optionally a visible flag and a display order. */
export type CatalogueTable = PgTable & { id: PgColumn; visible?: PgColumn; order?: PgColumn };

export type CatalogueRepositoryOptions = {
  /** How a missing row is named in "<Thing> not found". */
  thing: string;
  /** The answer when a unique column clashes. */
  conflictMessage?: string;
};

type Row<Table extends CatalogueTable> = Table["$inferSelect"];
type Insert<Table extends CatalogueTable> = Table["$inferInsert"];

/**
 * One repository for every curated list of the public page (testimonials,
 * services, social links, …), parameterised by its table. Hidden rows are
 * filtered when the table has `visible`; rows come by `order` then id when
 * it has `order`, else by id. Unique clashes become conflict Results.
 */
export class PostgresCatalogueRepository<
  Table extends CatalogueTable,
  NewItem extends Insert<Table> = Insert<Table>,
  Patch extends Partial<Insert<Table>> = Partial<Insert<Table>>,
> implements CatalogueRepository<Row<Table>, NewItem, Patch>
{
  constructor(
    protected readonly db: Executor,
    protected readonly table: Table,
    private readonly options: CatalogueRepositoryOptions,
  ) {}

  async list({ includeHidden, limit, offset }: CatalogueListOptions): Promise<Row<Table>[]> {
    const { table } = this;
    let query = this.db
      .select()
      .from(table as PgTable)
      .where(!includeHidden && table.visible ? eq(table.visible, true) : undefined)
      .orderBy(...(table.order ? [asc(table.order), asc(table.id)] : [asc(table.id)]))
      .$dynamic();
    if (limit !== undefined) query = query.limit(limit);
    if (offset !== undefined) query = query.offset(offset);
    return (await query) as Row<Table>[];
  }

  async findById(id: number): Promise<Row<Table> | null> {
    const [row] = await this.db
      .select()
      .from(this.table as PgTable)
      .where(eq(this.table.id, id));
    return (row as Row<Table> | undefined) ?? null;
  }

  async create(item: NewItem): Promise<Result<Row<Table>>> {
    return this.catchingClashes(async () => {
      const [row] = await this.db.insert(this.table).values(item).returning();
      return ok(row as Row<Table>);
    });
  }

  async update(id: number, patch: Patch): Promise<Result<Row<Table>>> {
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length === 0) {
      const found = await this.findById(id);
      return found ? ok(found) : err(notFound(this.options.thing));
    }
    return this.catchingClashes(async () => {
      const rows = (await this.db
        .update(this.table)
        .set(changes as Partial<Insert<Table>>)
        .where(eq(this.table.id, id))
        .returning()) as unknown[];
      const [row] = rows;
      return row ? ok(row as Row<Table>) : err(notFound(this.options.thing));
    });
  }

  async delete(id: number): Promise<Result<Row<Table>>> {
    const [row] = await this.db.delete(this.table).where(eq(this.table.id, id)).returning();
    return row ? ok(row as Row<Table>) : err(notFound(this.options.thing));
  }

  private async catchingClashes(work: () => Promise<Result<Row<Table>>>): Promise<Result<Row<Table>>> {
    try {
      return await inSavepoint(this.db, work);
    } catch (error) {
      if (isUniqueViolation(error)) return err(conflict(this.options.conflictMessage ?? `${this.options.thing} already exists`));
      throw error;
    }
  }
}

translateStorageErrorsOf(PostgresCatalogueRepository);
