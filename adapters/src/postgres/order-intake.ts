import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import type { PricedService } from "@stringing/core/orders/order-amount";
import type { PaymentSetting } from "@stringing/core/orders/payment-link";
import type { NewOrderEvent } from "@stringing/core/orders/order-event";
import type { JobEnqueuer } from "@stringing/core/ports/job-queue.port";
import type { CustomerProfile, IdempotencyClaim, NewCustomerOrder, OrderIntake, OrderIntakeUnit } from "@stringing/core/ports/order-intake.port";
import type { UnitOfWorkOptions } from "@stringing/core/ports/order-updates.port";
import { appendOrderEvents } from "./append-order-events.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import type { OrderMailJobs } from "./order-updates.ts";
import { runStatementText } from "./statement-text.ts";
import { customers, idempotencyKeys, orders, subscribers } from "./schema/index.ts";

/**
 * The scope stored with a key names the operation and a hash of the request,
 * so a retry (same scope) replays and a reuse for another order is told apart.
 */
const scopeOf = (request: string) => `POST /api/orders ${createHash("sha256").update(request).digest("hex")}`;

// The intake's statements are written once, not rebuilt by drizzle for every order (decision record 0021).
const column = (name: string) => `"${name}"`;

/** Every field of a customer's profile but the address it is keyed by; the type makes sure none is left out. */
const PROFILE_FIELDS = Object.keys({
  name: true,
  phone: true,
  position: true,
  shippingAddress: true,
  shippingCity: true,
  shippingState: true,
  shippingZip: true,
  shippingCountry: true,
  preferredPocket: true,
  preferredMesh: true,
  preferredThread: true,
} satisfies Record<Exclude<keyof CustomerProfile, "email">, true>) as Exclude<keyof CustomerProfile, "email">[];

type SiteCatalogue = { services: PricedService[]; paymentSettings: PaymentSetting[] };

/** Both lists the intake prices and links an order from, in their ids' order, as one row of two JSON arrays. */
const READ_SITE_CATALOGUE = `select
  (select coalesce(json_agg(json_build_object('name', name, 'price', price, 'visible', visible) order by id), '[]') from services) as "services",
  (select coalesce(json_agg(json_build_object('serviceName', service_name, 'paymentLink', payment_link) order by id), '[]')
    from payment_settings) as "paymentSettings"`;

/** Every field of a new order; the type makes sure none is left out (a missing one would be stored as null). */
const ORDER_FIELDS = Object.keys({
  customerName: true,
  customerEmail: true,
  serviceName: true,
  servicePrice: true,
  meshType: true,
  meshColor: true,
  stringType: true,
  stringColor: true,
  additionalRequests: true,
  status: true,
  shippingInfo: true,
} satisfies Record<keyof NewCustomerOrder, true>) as (keyof NewCustomerOrder)[];

/**
 * $1 the lower-cased address, $2 when the order came in, then the profile's
 * fields in PROFILE_FIELDS's order, then the order's in ORDER_FIELDS's.
 */
const INSERT_CUSTOMER_ORDER = (() => {
  const profileNames = PROFILE_FIELDS.map((field) => column(customers[field].name));
  const profileValues = PROFILE_FIELDS.map((_, index) => `$${index + 3}`);
  const orderValues = ORDER_FIELDS.map((_, index) => `$${index + 3 + PROFILE_FIELDS.length}`);
  const set = profileNames.map((name, index) => `${name} = ${profileValues[index]}`).join(", ");
  return `
    with found as (
      select id from customers where lower(email) = lower($1) order by id limit 1
    ), updated as (
      update customers set ${set}, total_orders = total_orders + 1, last_order_date = $2::timestamptz, updated_at = now()
      where id = (select id from found)
      returning id
    ), inserted as (
      insert into customers (email, ${profileNames.join(", ")}, total_orders, last_order_date)
      select $1, ${profileValues.join(", ")}, 1, $2::timestamptz where not exists (select 1 from found)
      on conflict (email) do update set ${set}, total_orders = customers.total_orders + 1, last_order_date = $2::timestamptz, updated_at = now()
      returning id
    ), customer as (
      select id from updated union all select id from inserted
    )
    insert into orders (customer_id, ${ORDER_FIELDS.map((field) => column(orders[field].name)).join(", ")})
    select customer.id, ${orderValues.join(", ")} from customer
    returning id, tracking_token, customer_id`;
})();

class PostgresOrderIntakeUnit implements OrderIntakeUnit {
  readonly jobs: JobEnqueuer<AppJobs>;
  private catalogue: Promise<SiteCatalogue> | undefined;

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
    return this.siteCatalogue().then((catalogue) => catalogue.services);
  }

  paymentSettings() {
    return this.siteCatalogue().then((catalogue) => catalogue.paymentSettings);
  }

  /** The services and payment links in one statement, read once per intake, whichever is asked for first. */
  private siteCatalogue(): Promise<SiteCatalogue> {
    this.catalogue ??= runStatementText<SiteCatalogue>(this.tx, READ_SITE_CATALOGUE, []).then(([row]) => row!);
    return this.catalogue;
  }

  /**
   * One statement: the customer found by address (ignoring case, as rows
   * written by hand may differ) is updated, else one is inserted, and the
   * order is stored as theirs. Two intakes for one new address meet at the
   * unique key: the second waits for the first and counts its order on the
   * row the first created.
   */
  async insertCustomerOrder(profile: CustomerProfile, orderedAt: Date, order: NewCustomerOrder) {
    const parameters = [
      profile.email,
      orderedAt.toISOString(),
      ...PROFILE_FIELDS.map((field) => profile[field]),
      ...ORDER_FIELDS.map((field) => (order[field] == null ? null : orders[field].mapToDriverValue(order[field]))),
    ];
    const [row] = await runStatementText<{ id: number; tracking_token: string; customer_id: number }>(this.tx, INSERT_CUSTOMER_ORDER, parameters);
    return { id: Number(row!.id), trackingToken: row!.tracking_token, customerId: Number(row!.customer_id) };
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
