/**
 * @module The order intake's one write (decision record 0021): every row an
 * order stores, as one statement, atomic by itself. Its text depends only
 * on the record's shape (a key or not, a subscriber or not, how many events)
 * and pg-boss's insert, so it is written once per shape; each parameter
 * keeps where its value comes from, and an order only reads its values.
 */
import { createHash } from "node:crypto";
import type { CustomerProfile, IntakeRecord, NewCustomerOrder } from "@stringing/core/ports/order-intake.port";
import type { WrittenStatement } from "./pg-boss-job-queue.ts";
import { customers, orderEvents, orders } from "./schema/index.ts";

/**
 * The scope stored with a key names the operation and a hash of the request,
 * so a retry (same scope) replays and a reuse for another order is told apart.
 */
export const scopeOf = (request: string) => `POST /api/orders ${createHash("sha256").update(request).digest("hex")}`;

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

/** What the intake's statement is built from: the record, and the parameters of pg-boss's insert of its mails. */
type IntakeInput = { record: IntakeRecord; mailParameters: readonly unknown[] };
type ValueOf = (input: IntakeInput) => unknown;

/**
 * Numbers a statement's parameters in the order they are named, each with
 * where its value comes from, so the text is written once per shape and the
 * values, read for every order, cannot drift from their placeholders.
 */
class Parameters {
  readonly sources: ValueOf[] = [];
  add(source: ValueOf): string {
    this.sources.push(source);
    return `$${this.sources.length}`;
  }
}

/** The intake statement of one shape: its text, and where each parameter's value comes from. */
type IntakeStatement = { text: string; sources: readonly ValueOf[] };

/** What the text depends on, besides pg-boss's insert: the key, the subscriber, how many events. */
const shapeOf = (record: IntakeRecord) => `${record.key ? "key" : ""} ${record.subscriber ? "subscriber" : ""} ${record.events.length}`;

/** Written once per shape and pg-boss insert text; an order has one or two shapes in practice. */
const intakeStatements = new Map<string, Map<string, IntakeStatement>>();

/** The statement that stores `record` with its mails (pg-boss's insert, written not run), and its parameters' values. */
export function intakeWriteStatement(record: IntakeRecord, mailJobs: WrittenStatement | null): WrittenStatement {
  const { text, sources } = intakeStatement(record, mailJobs);
  const input: IntakeInput = { record, mailParameters: mailJobs?.parameters ?? [] };
  return { text, parameters: sources.map((source) => source(input)) };
}

function intakeStatement(record: IntakeRecord, mailJobs: WrittenStatement | null): IntakeStatement {
  const mailText = mailJobs?.text ?? "";
  let byShape = intakeStatements.get(mailText);
  if (!byShape) {
    byShape = new Map();
    intakeStatements.set(mailText, byShape);
  }
  const shape = shapeOf(record);
  let statement = byShape.get(shape);
  if (!statement) {
    statement = writeIntakeStatement(record, mailJobs);
    byShape.set(shape, statement);
  }
  return statement;
}

/**
 * pg-boss's job insert as one part of the intake's statement: its
 * parameters numbered after the intake's, and its jobs only when the key
 * was claimed (`claimed` has a row). Its recordset is the one place its
 * jobs come from; a pg-boss that writes it otherwise fails here, loudly.
 */
function mailJobsPart(statement: WrittenStatement, parameters: Parameters): string {
  const RECORDSET = "json_to_recordset($1)";
  const [before, after, ...rest] = statement.text.split(RECORDSET);
  if (after === undefined || rest.length) throw new Error(`pg-boss's job insert has no single ${RECORDSET} to store the order's mails with`);
  const numbers = statement.parameters.map((_, index) => parameters.add(({ mailParameters }) => mailParameters[index]));
  const renumber = (part: string) =>
    part.replace(/\$(\d+)/g, (_, n: string) => {
      const renumbered = numbers[Number(n) - 1];
      if (!renumbered) throw new Error(`pg-boss's job insert names $${n} but was given ${numbers.length} parameters`);
      return renumbered;
    });
  return `${renumber(before!)}json_to_recordset(case when exists (select 1 from claimed) then ${numbers[0]}::json end)${renumber(after)}`;
}

/**
 * The whole intake as one statement, so it is atomic by itself and costs
 * one round trip (on PGlite, one call into Postgres): the key claimed with
 * its answer; then, only if it was claimed, the customer found by address
 * (ignoring case, as rows written by hand may differ) and updated, or
 * inserted; the order as theirs; the subscriber; the events in the order
 * given (serial ids follow it); the mail jobs. Two intakes of one key meet
 * at its primary key: the second waits for the first to commit and claims
 * nothing. Two of one new address meet at the customers' unique key.
 */
function writeIntakeStatement(shape: IntakeRecord, mailJobs: WrittenStatement | null): IntakeStatement {
  const p = new Parameters();
  const parts: string[] = [];
  if (shape.key) {
    const key = (input: IntakeInput) => input.record.key!;
    parts.push(`claim as (
      insert into idempotency_keys (key, scope, response_status, response_body)
      values (${p.add((i) => key(i).key)}, ${p.add((i) => scopeOf(key(i).request))}, ${p.add((i) => key(i).status)}, ${p.add((i) => JSON.stringify(key(i).body))}::jsonb)
      on conflict (key) do nothing
      returning key
    ), claimed as (select 1 from claim)`);
  } else {
    parts.push("claimed as (select 1)");
  }
  const email = p.add(({ record }) => record.customer.email);
  const orderedAt = p.add(({ record }) => record.orderedAt.toISOString());
  const profileNames = PROFILE_FIELDS.map((field) => column(customers[field].name));
  const profileValues = PROFILE_FIELDS.map((field) => p.add(({ record }) => record.customer[field]));
  const set = profileNames.map((name, index) => `${name} = ${profileValues[index]}`).join(", ");
  // The address's rows are found by its index first ("materialized"): left to itself, the planner may walk the
  // primary key in id order for the first row that matches, reading the whole table for a new address.
  parts.push(`same_address as materialized (
      select id from customers where lower(email) = lower(${email})
    ), found as (
      select id from same_address order by id limit 1
    ), updated as (
      update customers set ${set}, total_orders = total_orders + 1, last_order_date = ${orderedAt}::timestamptz, updated_at = now()
      where id = (select id from found) and exists (select 1 from claimed)
      returning id
    ), inserted as (
      insert into customers (email, ${profileNames.join(", ")}, total_orders, last_order_date)
      select ${email}, ${profileValues.join(", ")}, 1, ${orderedAt}::timestamptz
      where exists (select 1 from claimed) and not exists (select 1 from found)
      on conflict (email) do update set ${set}, total_orders = customers.total_orders + 1, last_order_date = ${orderedAt}::timestamptz, updated_at = now()
      returning id
    ), customer as (
      select id from updated union all select id from inserted
    )`);
  const orderValues = ORDER_FIELDS.map((field) =>
    p.add(({ record }) => (record.order[field] == null ? null : orders[field].mapToDriverValue(record.order[field]))),
  );
  parts.push(`new_order as (
      insert into orders (id, tracking_token, customer_id, ${ORDER_FIELDS.map((field) => column(orders[field].name)).join(", ")})
      select ${p.add(({ record }) => record.order.id)}::int, ${p.add(({ record }) => record.order.trackingToken)}, customer.id, ${orderValues.join(", ")} from customer
      returning id
    )`);
  if (shape.subscriber) {
    const subscriberEmail = p.add(({ record }) => record.subscriber!.email);
    const subscriberName = p.add(({ record }) => record.subscriber!.name);
    parts.push(`known_subscriber as (
      update subscribers set name = coalesce(name, ${subscriberName}::text)
      where lower(email) = lower(${subscriberEmail}) and exists (select 1 from claimed)
      returning id
    ), new_subscriber as (
      insert into subscribers (email, name) select ${subscriberEmail}, ${subscriberName}
      where exists (select 1 from claimed) and not exists (select 1 from known_subscriber)
      on conflict (email) do nothing
    )`);
  }
  if (shape.events.length) {
    const event = (input: IntakeInput, index: number) => input.record.events[index]!;
    const rows = shape.events.map(
      (_, index) =>
        `(${index}, ${p.add((i) => event(i, index).type)}::text, ${p.add((i) => event(i, index).actor)}::text, ${p.add((i) => orderEvents.data.mapToDriverValue(event(i, index).data))}::jsonb)`,
    );
    parts.push(`new_events as (
      insert into order_events (order_id, type, actor, data)
      select new_order.id, event.type, event.actor, event.data
      from new_order, (values ${rows.join(", ")}) as event (position, type, actor, data)
      order by event.position
    )`);
  }
  if (mailJobs) parts.push(`mail_jobs as (${mailJobsPart(mailJobs, p)})`);
  return { text: `with ${parts.join(",\n    ")}\n    select exists (select 1 from claimed) as "stored"`, sources: p.sources };
}
