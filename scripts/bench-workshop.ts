/**
 * @module `npm run bench:workshop`: what the workshop's reads cost as the
 * shop's history grows (issue 34: the board, the morning digest and the
 * calendar feed at 100,000 orders). A fresh database (PGlite under a
 * temporary folder, or the Postgres server of DATABASE_URL, whose orders are
 * emptied first) gets ORDERS orders, as a shop that has run for years has
 * them: almost all shipped, completed or cancelled; a few hundred open and
 * received, promised from a week ago to two weeks ahead; a couple of hundred
 * on their way. Then each read runs RUNS times, one at a time, as the owner's
 * screens and the digest job run them, and prints its median and p99, with
 * the plan of each query showing the index it uses.
 *
 * Usage: `npm run bench:workshop` (runs `bun scripts/bench-workshop.ts`);
 * ORDERS=… and RUNS=… change the counts.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "@stringing/adapters/postgres/db";
import { rowsOf } from "@stringing/adapters/postgres/rows-of";
import { PostgresWorkshopCalendar } from "@stringing/adapters/postgres/workshop-calendar-repository";
import { PostgresWorkshopOrders } from "@stringing/adapters/postgres/workshop-orders-repository";
import { PostgresWorkshopSettings } from "@stringing/adapters/postgres/workshop-settings-repository";
import { composeMorningDigest } from "@stringing/core/workshop/morning-digest";
import { getWorkshopBoard } from "@stringing/core/workshop/get-workshop-board";
import { addCalendarDays, localDateOf } from "@stringing/core/workshop/workshop-calendar";
import { CALENDAR_FEED_LIMIT, CALENDAR_FEED_LOOKBACK_DAYS, calendarFeedEvents } from "@stringing/core/workshop/calendar-feed";

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 200);
const OPEN_RECEIVED = 400;
const ON_THE_WAY = 200;

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), "bench-workshop-"));
const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await migrateDatabase(handle);
const { db } = handle;
const now = new Date();
const settingsStore = new PostgresWorkshopSettings(db);
const today = localDateOf(now, (await settingsStore.get()).timezone);

console.log(`${handle.kind}: seeding ${ORDERS.toLocaleString("en-US")} orders…`);
const seeding = performance.now();
await db.execute(sql`delete from orders`);
// History: orders placed over three years, received a few days later, promised three days after that, long gone.
await db.execute(sql`
  insert into orders (customer_name, customer_email, service_name, service_price, status, payment_status, created_at, received_at, promised_by)
  select 'Player ' || n, 'player' || n || '@example.com', 'Pro Pocket', 4500,
         (array['completed','shipped','cancelled'])[1 + n % 3], 'paid',
         now() - (n % 1095) * interval '1 day', now() - (n % 1095 - 3) * interval '1 day',
         (current_date - (n % 1095 - 6))::date
  from generate_series(1, ${ORDERS - OPEN_RECEIVED - ON_THE_WAY}) as n`);
// Open and received: promised from a week ago (overdue) to two weeks ahead.
await db.execute(sql`
  insert into orders (customer_name, customer_email, service_name, service_price, status, payment_status, created_at, received_at, promised_by)
  select 'Open ' || n, 'open' || n || '@example.com', 'Pro Pocket', 4500, (array['pending','in_progress'])[1 + n % 2], 'unpaid',
         now() - interval '5 days', now() - interval '3 days', (${today}::date + (n % 21 - 7))::date
  from generate_series(1, ${OPEN_RECEIVED}) as n`);
// On their way: pending, not received.
await db.execute(sql`
  insert into orders (customer_name, customer_email, service_name, service_price, status, payment_status, created_at)
  select 'Coming ' || n, 'coming' || n || '@example.com', 'Pro Pocket', 4500, 'pending', 'unpaid', now() - n * interval '1 hour'
  from generate_series(1, ${ON_THE_WAY}) as n`);
await db.execute(sql`analyze orders`);
console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`);

const board = getWorkshopBoard({ orders: new PostgresWorkshopOrders(db), settings: settingsStore });
const calendar = new PostgresWorkshopCalendar(db);
const origin = "http://127.0.0.1:3000";

async function measure(name: string, read: () => Promise<unknown>): Promise<void> {
  for (let n = 0; n < 10; n++) await read();
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${name.padEnd(44)} median ${at(0.5)} ms  p99 ${at(0.99)} ms`);
}

await measure("GET /api/workshop/board (its reads)", () => board(now));
await measure("morning digest (board + compose)", async () => composeMorningDigest(await board(now), origin));
await measure("calendar feed (read + events)", async () =>
  calendarFeedEvents(await calendar.promisedFrom(addCalendarDays(today, -CALENDAR_FEED_LOOKBACK_DAYS), CALENDAR_FEED_LIMIT), origin),
);

console.log("\nplans:");
const plans: [string, string][] = [
  [
    "overdue",
    `status in ('pending','in_progress') and promised_by is not null and received_at is not null and promised_by <= '${addCalendarDays(today, -1)}' order by promised_by, id limit 201`,
  ],
  ["arriving", `status = 'pending' and received_at is null order by created_at, id limit 201`],
  [
    "feed",
    `status in ('pending','in_progress') and promised_by is not null and promised_by >= '${addCalendarDays(today, -14)}' order by promised_by, id limit 1000`,
  ],
];
for (const [name, where] of plans) {
  const rows = rowsOf<{ "QUERY PLAN": string }>(await db.execute(sql.raw(`explain select * from orders where ${where}`)));
  console.log(
    `${name.padEnd(9)} ${rows
      .map((row) => row["QUERY PLAN"].trim())
      .filter((line) => /Scan|Sort|Limit/.test(line))
      .join(" · ")}`,
  );
}

await handle.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
