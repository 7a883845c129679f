import { dispatchingOrderUpdates } from "@stringing/core/events/dispatching-order-updates";
import { orderSubscribers } from "@stringing/core/events/subscribers/order-subscribers";
import type { OrderUpdates } from "@stringing/core/ports/order-updates.port";
import type { Executor } from "./db.ts";
import { PostgresOrderUpdates, type TransactionalJobs } from "./order-updates.ts";

/** The order updates as the composition wires them (the order subscribers), over a test database. */
export const orderUpdatesOver = (db: Executor, mail: { jobs: TransactionalJobs; siteOrigin: string }): OrderUpdates =>
  dispatchingOrderUpdates(new PostgresOrderUpdates(db, mail.jobs), orderSubscribers, { siteOrigin: mail.siteOrigin });
