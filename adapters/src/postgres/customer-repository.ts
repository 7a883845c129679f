import { and, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Customer } from "@stringing/core/customers/customer";
import type { CustomerPatch, NewCustomer } from "@stringing/core/customers/customer-schema";
import type { CustomerRepository } from "@stringing/core/ports/customer-repository.port";
import { conflict, notFound } from "@stringing/core/shared/errors";
import type { Paging } from "@stringing/core/shared/paging";
import { err, ok, type Result } from "@stringing/core/shared/result";
import type { Executor } from "./db.ts";
import { isUniqueViolation, translateStorageErrorsOf } from "./errors.ts";
import { inSavepoint } from "./savepoint.ts";
import { customers } from "./schema/index.ts";

const EMAIL_TAKEN = "A customer with this email already exists";

/** A LIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Drops undefined fields so that a patch leaves them as they are. */
const definedOnly = <T extends object>(patch: T): Partial<T> =>
  Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;

export class PostgresCustomerRepository implements CustomerRepository {
  constructor(private readonly db: Executor) {}

  async list(query: { q?: string | undefined } & Paging): Promise<Customer[]> {
    const q = query.q?.trim();
    const where = q
      ? or(ilike(customers.name, containsPattern(q)), ilike(customers.email, containsPattern(q)), ilike(customers.position, containsPattern(q)))
      : undefined;
    let statement = this.db.select().from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id)).$dynamic();
    if (query.limit !== undefined) statement = statement.limit(query.limit);
    if (query.offset !== undefined) statement = statement.offset(query.offset);
    return statement;
  }

  async find(id: number) {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row ?? null;
  }

  /**
   * E-mails are written lower-cased (the schema normalises them), but rows
   * written before that or by hand may differ in case, so the clash check
   * compares case-insensitively; the unique index catches concurrent inserts.
   */
  private async emailTaken(email: string | null | undefined, exceptId?: number) {
    if (!email) return false;
    const conditions: (SQL | undefined)[] = [sql`lower(${customers.email}) = lower(${email})`];
    if (exceptId !== undefined) conditions.push(ne(customers.id, exceptId));
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(...conditions))
      .limit(1);
    return !!row;
  }

  async create(customer: NewCustomer): Promise<Result<Customer>> {
    if (await this.emailTaken(customer.email)) return err(conflict(EMAIL_TAKEN));
    try {
      const [row] = await inSavepoint(this.db, () => this.db.insert(customers).values(customer).returning());
      if (!row) throw new Error("insert returned no row");
      return ok(row);
    } catch (error) {
      if (isUniqueViolation(error)) return err(conflict(EMAIL_TAKEN));
      throw error;
    }
  }

  async update(id: number, patch: CustomerPatch): Promise<Result<Customer>> {
    if (await this.emailTaken(patch.email, id)) return err(conflict(EMAIL_TAKEN));
    try {
      const [row] = await inSavepoint(this.db, () =>
        this.db
          .update(customers)
          .set({ ...definedOnly(patch), updatedAt: new Date() })
          .where(eq(customers.id, id))
          .returning(),
      );
      return row ? ok(row) : err(notFound("Customer"));
    } catch (error) {
      if (isUniqueViolation(error)) return err(conflict(EMAIL_TAKEN));
      throw error;
    }
  }

  async delete(id: number) {
    const [row] = await this.db.delete(customers).where(eq(customers.id, id)).returning();
    return row ?? null;
  }

  async addImage(id: number, imageUrl: string) {
    const [row] = await this.db
      .update(customers)
      .set({ imageUrls: sql`array_append(${customers.imageUrls}, ${imageUrl}::text)`, updatedAt: new Date() })
      .where(eq(customers.id, id))
      .returning();
    return row ?? null;
  }

  async removeImage(id: number, imageUrl: string) {
    const [row] = await this.db
      .update(customers)
      .set({ imageUrls: sql`array_remove(${customers.imageUrls}, ${imageUrl}::text)`, updatedAt: new Date() })
      .where(and(eq(customers.id, id), sql`${imageUrl}::text = any(${customers.imageUrls})`))
      .returning();
    if (row) return { customer: row, removed: true };
    const customer = await this.find(id);
    return customer ? { customer, removed: false } : null;
  }

  async isImageReferenced(imageUrl: string) {
    const [row] = await this.db.select({ id: customers.id }).from(customers).where(sql`${imageUrl}::text = any(${customers.imageUrls})`).limit(1);
    return !!row;
  }
}

translateStorageErrorsOf(PostgresCustomerRepository);
