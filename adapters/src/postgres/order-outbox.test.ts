import { asc, sql } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import type { NewActivity } from "@stringing/core/activity/activity";
import type { DomainEvent } from "@stringing/core/events/domain-event";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { outboxContract } from "@stringing/core/testing/contracts/outbox-contract";
import { installAppJobs, orderMailJobs } from "./app-jobs-for-tests.ts";
import { PostgresOrderRepository } from "./order-repository.ts";
import { orderUpdatesOver } from "./order-updates-for-tests.ts";
import { rowsOf } from "./rows-of.ts";
import { activityLog, orders, outboxEvents } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`the outbox and its subscribers on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let mail: ReturnType<typeof orderMailJobs>;
    beforeAll(async () => {
      mail = orderMailJobs(await installAppJobs(database().handle));
    });

    outboxContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      await db.execute(sql`truncate pgboss.job`);
      const repository = new PostgresOrderRepository(db);
      return {
        subject: {
          updates: orderUpdatesOver(db, mail),
          newOrder: async () => {
            const [row] = await db
              .insert(orders)
              .values({ customerName: "Casey Jones", customerEmail: "casey@example.com", serviceName: "Mesh Pocket", servicePrice: 4500 })
              .returning({ id: orders.id });
            return row!.id;
          },
          outbox: async () => {
            const rows = await db.select().from(outboxEvents).orderBy(asc(outboxEvents.id));
            return rows.map(({ type, orderId, actor, data }) => ({ type, orderId, actor, ...data }) as DomainEvent);
          },
          mailJobs: async (orderId) =>
            rowsOf<{ data: AppJobs["order-mail"] }>(
              await db.execute(sql`select data from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = ${orderId} order by created_on`),
            ).map((row) => row.data),
          timeline: async (orderId) => (await repository.events(orderId)) ?? [],
          activity: async () =>
            (await db.select().from(activityLog).orderBy(asc(activityLog.id))).map(({ actor, kind, action, recordId, summary }) => ({
              actor,
              kind: kind as NewActivity["kind"],
              action,
              recordId,
              summary,
            })),
        },
      };
    });
  });
}
