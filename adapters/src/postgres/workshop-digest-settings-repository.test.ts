import { sql } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import { type AppJobs, appJobNames } from "@stringing/core/jobs/app-jobs";
import { workshopDigestContract } from "@stringing/core/testing/contracts/workshop-digest-contract";
import { PgBossJobQueue } from "./pg-boss-job-queue.ts";
import { rowsOf } from "./rows-of.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";
import { PostgresWorkshopDigestDays, PostgresWorkshopDigestSettings } from "./workshop-digest-settings-repository.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresWorkshopDigest on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let queue: PgBossJobQueue<AppJobs>;
    beforeAll(async () => {
      queue = new PgBossJobQueue<AppJobs>(database().handle, { names: appJobNames });
      await queue.install();
    });

    workshopDigestContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      await db.execute(sql`truncate pgboss.job`);
      const days = () => new PostgresWorkshopDigestDays(db, (tx) => queue.enqueuerFor(tx));
      return {
        subject: {
          settings: new PostgresWorkshopDigestSettings(db),
          days: [days(), days()],
          queued: async () =>
            rowsOf<{ data: AppJobs["workshop-digest"] }>(
              await db.execute(sql`select data from pgboss.job where name = 'workshop-digest' order by created_on, id`),
            ).map((row) => row.data),
        },
      };
    });
  });
}
