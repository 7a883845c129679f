import type { PricedService } from "@stringing/core/orders/order-amount";
import type { PaymentSetting } from "@stringing/core/orders/payment-link";
import type {
  IntakeCatalogue,
  IntakeOutcome,
  IntakeRecord,
  IntakeStart,
  KeyedAnswer,
  KeyedRequest,
  OrderIntake,
} from "@stringing/core/ports/order-intake.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import type { IntakeCatalogueMemory } from "./intake-catalogue-memory.ts";
import { type IntakeJobs, scopeOf, storeIntake } from "./intake-transaction.ts";
import { runStatementText } from "./statement-text.ts";

/** What the intake needs of the job queue: an enqueuer over its transaction for the order's mails, and ids for them. */
export type IntakeMailJobs = {
  jobs: IntakeJobs & { newJobIds(count: number): string[] };
  /** The origin of the links in mails when a caller names none (PUBLIC_URL, else the server's own address). */
  siteOrigin: string;
};

/** Both lists the intake prices and links an order from, in their ids' order, as two JSON arrays. */
const CATALOGUE_COLUMNS = `
  (select coalesce(json_agg(json_build_object('name', name, 'price', price, 'visible', visible) order by id), '[]') from services) as "services",
  (select coalesce(json_agg(json_build_object('serviceName', service_name, 'paymentLink', payment_link) order by id), '[]')
    from payment_settings) as "paymentSettings"`;

/** $1 the key or null: the key's stored answer if it has one, else a new order id. */
const START_COLUMNS = `used.scope as "usedScope", used.response_status as "usedStatus", used.response_body as "usedBody",
  case when used.key is null then nextval('orders_id_seq')::int end as "orderId"
  from (select $1::text as key) as wanted left join idempotency_keys as used on used.key = wanted.key`;

/** The start with the catalogue, when none is kept. */
const START_WITH_CATALOGUE = `select ${CATALOGUE_COLUMNS}, ${START_COLUMNS}`;

/** The start when the catalogue is kept. */
const START = `select ${START_COLUMNS}`;

const PREVIEW = `select ${CATALOGUE_COLUMNS},
  (select (case when is_called then last_value + 1 else last_value end)::int from orders_id_seq) as "nextOrderId"`;

const STORED_ANSWER = `select scope as "usedScope", response_status as "usedStatus", response_body as "usedBody" from idempotency_keys where key = $1`;

type StartRow = { orderId: number | null } & UsedKeyRow;
type CatalogueRow = { services: PricedService[]; paymentSettings: PaymentSetting[] };
type UsedKeyRow = { usedScope: string | null; usedStatus: number | null; usedBody: unknown };

const answerOf = (row: UsedKeyRow, request: string): KeyedAnswer => ({
  sameRequest: row.usedScope === scopeOf(request),
  status: Number(row.usedStatus),
  body: row.usedBody,
});

function startOf(keyed: KeyedRequest | undefined, row: StartRow, catalogue: IntakeCatalogue): IntakeStart {
  if (keyed && row.usedScope !== null) return { kind: "answered", answer: answerOf(row, keyed.request) };
  return { kind: "new", orderId: Number(row.orderId), ...catalogue };
}

/** The order intake on Postgres: one read to start it, one transaction to store it (decision record 0021). */
export class PostgresOrderIntake implements OrderIntake {
  readonly mailOrigin: string;

  /** `catalogue`: the services and payment links kept between orders; without it, each start reads them. */
  constructor(
    private readonly db: Executor,
    private readonly mail: IntakeMailJobs,
    private readonly catalogue?: IntakeCatalogueMemory,
  ) {
    this.mailOrigin = mail.siteOrigin;
  }

  async start(keyed?: KeyedRequest): Promise<IntakeStart> {
    const parameters = [keyed?.key ?? null];
    const kept = this.catalogue?.current;
    if (kept) return startOf(keyed, (await runStatementText<StartRow>(this.db, START, parameters))[0]!, kept);
    const mark = this.catalogue?.mark();
    const [row] = await runStatementText<StartRow & CatalogueRow>(this.db, START_WITH_CATALOGUE, parameters);
    const catalogue = { services: row!.services, paymentSettings: row!.paymentSettings };
    if (mark) this.catalogue!.keep(mark, catalogue);
    return startOf(keyed, row!, catalogue);
  }

  async store(record: IntakeRecord): Promise<IntakeOutcome> {
    const stored = await this.db.transaction((tx) => storeIntake(tx, record, this.mail.jobs));
    if (stored || !record.key) return { stored: true };
    const [used] = await runStatementText<UsedKeyRow>(this.db, STORED_ANSWER, [record.key.key]);
    if (!used) throw new Error("idempotency key vanished between its claim and its read");
    return { stored: false, answer: answerOf(used, record.key.request) };
  }

  async preview(): Promise<IntakeCatalogue & { nextOrderId: number }> {
    const [row] = await runStatementText<IntakeCatalogue & { nextOrderId: number }>(this.db, PREVIEW, []);
    return { services: row!.services, paymentSettings: row!.paymentSettings, nextOrderId: Number(row!.nextOrderId) };
  }

  async trackingTokenOf(orderId: number): Promise<string | null> {
    const [row] = await runStatementText<{ tracking_token: string }>(this.db, "select tracking_token from orders where id = $1", [orderId]);
    return row?.tracking_token ?? null;
  }

  newJobIds(count: number): string[] {
    return this.mail.jobs.newJobIds(count);
  }
}

translateStorageErrorsOf(PostgresOrderIntake);
