import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { NewOrder } from "@stringing/core/orders/order";
import type { NewOrderEvent } from "@stringing/core/orders/order-event";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { CustomerProfile, IdempotencyClaim, OrderIntake, OrderIntakeUnit } from "@stringing/core/ports/order-intake.port";
import type { UnitOfWorkOptions } from "@stringing/core/ports/order-updates.port";
import { appendOrderEvents } from "./append-order-events.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import type { OrderMailJobs } from "./order-updates.ts";
import { rowsOf } from "./rows-of.ts";
import { customers, idempotencyKeys, orders, paymentSettings, services, subscribers } from "./schema/index.ts";

/**
 * The scope stored with a key names the operation and a hash of the request,
 * so a retry (same scope) replays and a reuse for another order is told apart.
 */
const scopeOf = (request: string) => `POST /api/orders ${createHash("sha256").update(request).digest("hex")}`;

class PostgresOrderIntakeUnit implements OrderIntakeUnit {
  readonly jobs: JobEnqueuer<AppJobs>;

  constructor(
    private readonly tx: Executor,
    mail: OrderMailJobs,
    readonly mailOrigin: string,
  ) {
    this.jobs = mail.jobs.enqueuerFor(tx);
  }

  /**
   * The key's primary key does the work: a second transaction inserting the
   * same key waits for the first to finish, then sees its committed answer
   * (or takes the key if the first rolled back).
   */
  async claimIdempotencyKey(key: string, request: string): Promise<IdempotencyClaim> {
    const scope = scopeOf(request);
    const inserted = await this.tx
      .insert(idempotencyKeys)
      .values({ key, scope, responseStatus: 0, responseBody: {} })
      .onConflictDoNothing({ target: idempotencyKeys.key })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return { claimed: true };
    const [row] = await this.tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (!row) throw new Error("idempotency key vanished between insert and read");
    return { claimed: false, sameRequest: row.scope === scope, status: row.responseStatus, body: row.responseBody };
  }

  async saveIdempotentResponse(key: string, status: number, body: unknown) {
    await this.tx.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(eq(idempotencyKeys.key, key));
  }

  services() {
    return this.tx.select({ name: services.name, price: services.price, visible: services.visible }).from(services).orderBy(asc(services.id));
  }

  paymentSettings() {
    return this.tx
      .select({ serviceName: paymentSettings.serviceName, paymentLink: paymentSettings.paymentLink })
      .from(paymentSettings)
      .orderBy(asc(paymentSettings.id));
  }

  /**
   * One statement: the customer found by address (ignoring case, as rows
   * written by hand may differ) is updated, else one is inserted. Two
   * intakes for one new address meet at the unique key: the second waits for
   * the first and counts its order on the row the first created.
   */
  async upsertCustomer(profile: CustomerProfile, orderedAt: Date) {
    const { email, ...fields } = profile;
    // Raw statements take no Date: the driver's own mapping applies only to typed columns.
    const at = sql`${orderedAt.toISOString()}::timestamptz`;
    const columns = Object.keys(fields) as (keyof typeof fields)[];
    const names = sql.join(
      columns.map((key) => sql.identifier(customers[key].name)),
      sql`, `,
    );
    const values = sql.join(
      columns.map((key) => sql`${fields[key]}`),
      sql`, `,
    );
    const counted = sql.join(
      columns.map((key) => sql`${sql.identifier(customers[key].name)} = ${fields[key]}`),
      sql`, `,
    );
    const result: unknown = await this.tx.execute(sql`
      with found as (
        select id from customers where lower(email) = lower(${email}) order by id limit 1
      ), updated as (
        update customers set ${counted}, total_orders = total_orders + 1, last_order_date = ${at}, updated_at = now()
        where id = (select id from found)
        returning id
      ), inserted as (
        insert into customers (email, ${names}, total_orders, last_order_date)
        select ${email}, ${values}, 1, ${at} where not exists (select 1 from found)
        on conflict (email) do update set ${counted}, total_orders = customers.total_orders + 1, last_order_date = ${at}, updated_at = now()
        returning id
      )
      select id from updated union all select id from inserted`);
    return Number(rowsOf<{ id: number }>(result)[0]!.id);
  }

  async subscribe(email: string, name: string) {
    const known = await this.tx
      .update(subscribers)
      .set({ name: sql`coalesce(${subscribers.name}, ${name})` })
      .where(sql`lower(${subscribers.email}) = lower(${email})`)
      .returning({ id: subscribers.id });
    if (known.length) return;
    await this.tx.insert(subscribers).values({ email, name }).onConflictDoNothing({ target: subscribers.email });
  }

  async nextOrderId() {
    const [row] = await this.tx.select({ next: sql<number>`coalesce(max(${orders.id}), 0) + 1` }).from(orders);
    return Number(row!.next);
  }

  async insertOrder(order: NewOrder) {
    const [row] = await this.tx.insert(orders).values(order).returning({ id: orders.id, trackingToken: orders.trackingToken });
    return row!;
  }

  appendEvents(orderId: number, events: readonly NewOrderEvent[]) {
    return appendOrderEvents(this.tx, orderId, events);
  }

  async trackingTokenOf(orderId: number) {
    const [row] = await this.tx.select({ trackingToken: orders.trackingToken }).from(orders).where(eq(orders.id, orderId));
    return row?.trackingToken ?? null;
  }
}

/** The whole order intake in one database transaction (contract, "Deliberate improvements"). */
export class PostgresOrderIntake implements OrderIntake {
  constructor(
    private readonly db: Executor,
    private readonly mail: OrderMailJobs,
  ) {}

  inTransaction<T>(work: (unit: OrderIntakeUnit) => Promise<T>, options: UnitOfWorkOptions = {}): Promise<T> {
    return this.db.transaction((tx) => work(new PostgresOrderIntakeUnit(tx, this.mail, options.siteOrigin ?? this.mail.siteOrigin)));
  }
}

translateStorageErrorsOf(PostgresOrderIntake);
