import { sql } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import { subscriberUpdatesContract } from "@stringing/core/testing/contracts/subscriber-updates-contract";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";
import { PostgresSubscriberRepository } from "./subscriber-repository.ts";
import { PostgresSubscriberUpdates } from "./subscriber-updates.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresSubscriberUpdates on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let queue: PgBossJobQueue<AppJobs>;
    beforeAll(async () => {
      queue = new PgBossJobQueue<AppJobs>(database().handle, { names: appJobNames });
      await queue.install();
    });

    subscriberUpdatesContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      await db.execute(sql`truncate pgboss.job, pgboss.archive`);
      return {
        subject: {
          updates: new PostgresSubscriberUpdates(db, (tx) => queue.enqueuerFor(tx)),
          subscribers: new PostgresSubscriberRepository(db),
          storedJobs: async () => {
            const rows = (await db.execute(sql`select data from pgboss.job where name = 'resubscribe-mail' order by created_on, id`)) as unknown as
              | { data: { subscriberId: number; siteOrigin: string } }[]
              | { rows: { data: { subscriberId: number; siteOrigin: string } }[] };
            return (Array.isArray(rows) ? rows : rows.rows).map((row) => row.data);
          },
        },
      };
    });
  });
}
