import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { NewOrder } from "@stringing/core/orders/order";
import type { NewOrderEvent } from "@stringing/core/orders/order-event";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { CustomerProfile, IdempotencyClaim, OrderIntake, OrderIntakeUnit } from "@stringing/core/ports/order-intake.port";
import type { UnitOfWorkOptions } from "@stringing/core/ports/order-updates.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { toOrderEvent } from "./order-repository.ts";
import type { OrderMailJobs } from "./order-updates.ts";
import { customers, idempotencyKeys, orderEvents, orders, paymentSettings, services, subscribers } from "./schema/index.ts";

/** Namespace of the per-e-mail advisory locks (the two-key form never meets single-key locks). */
const CUSTOMER_LOCK_NAMESPACE = 727_002;

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
    return this.tx.select({ name: services.name, price: services.price }).from(services).orderBy(asc(services.id));
  }

  paymentSettings() {
    return this.tx
      .select({ serviceName: paymentSettings.serviceName, paymentLink: paymentSettings.paymentLink })
      .from(paymentSettings)
      .orderBy(asc(paymentSettings.id));
  }

  async upsertCustomer(profile: CustomerProfile, orderedAt: Date) {
    // Serialises intakes for one address, so two at once never create two customers.
    await this.tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_NAMESPACE}, hashtext(lower(${profile.email})))`);
    const { email, ...fields } = profile;
    const counted = { ...fields, totalOrders: sql`${customers.totalOrders} + 1`, lastOrderDate: orderedAt, updatedAt: sql`now()` };
    const [found] = await this.tx
      .select({ id: customers.id })
      .from(customers)
      .where(sql`lower(${customers.email}) = lower(${email})`)
      .orderBy(asc(customers.id))
      .limit(1);
    if (found) {
      await this.tx.update(customers).set(counted).where(eq(customers.id, found.id));
      return found.id;
    }
    const [created] = await this.tx
      .insert(customers)
      .values({ ...profile, totalOrders: 1, lastOrderDate: orderedAt })
      .onConflictDoUpdate({ target: customers.email, set: counted })
      .returning({ id: customers.id });
    return created!.id;
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

  async appendEvent(orderId: number, event: NewOrderEvent) {
    const [row] = await this.tx
      .insert(orderEvents)
      .values({ orderId, ...event })
      .returning();
    return toOrderEvent(row!);
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
