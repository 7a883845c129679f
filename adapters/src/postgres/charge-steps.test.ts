import { eq } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import { chargesContract } from "@stringing/core/testing/contracts/charges-contract";
import { installAppJobs, orderMailJobs } from "./app-jobs-for-tests.ts";
import { PostgresChargesRepository } from "./charge-steps.ts";
import { PostgresOrderUpdates } from "./order-updates.ts";
import { orders } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`charges on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let mail: ReturnType<typeof orderMailJobs>;
    beforeAll(async () => {
      mail = orderMailJobs(await installAppJobs(database().handle));
    });

    chargesContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      return {
        subject: {
          store: new PostgresOrderUpdates(db, mail.jobs),
          charges: new PostgresChargesRepository(db),
          newOrder: async () => {
            const [row] = await db
              .insert(orders)
              .values({ customerName: "Casey Jones", customerEmail: "casey@example.com", serviceName: "Mesh Pocket", servicePrice: 4500 })
              .returning({ id: orders.id });
            return row!.id;
          },
          deleteOrder: async (id) => {
            await db.delete(orders).where(eq(orders.id, id));
          },
        },
      };
    });
  });
}
