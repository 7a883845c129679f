import { beforeAll, describe } from "vitest";
import { materialsRepositoryContract } from "@stringing/core/testing/contracts/materials-repository-contract";
import { installAppJobs, orderMailJobs } from "./app-jobs-for-tests.ts";
import { PostgresMaterialsRepository } from "./material-rules-repository.ts";
import { PostgresOrderUpdates } from "./order-updates.ts";
import { inventory, orders } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresMaterialsRepository on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let mail: ReturnType<typeof orderMailJobs>;
    beforeAll(async () => {
      mail = orderMailJobs(await installAppJobs(database().handle));
    });

    materialsRepositoryContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      const store = new PostgresOrderUpdates(db, mail.jobs);
      const inTransaction = (orderId: number, work: Parameters<PostgresOrderUpdates["transaction"]>[0]) =>
        store.transaction(async (tx) => {
          await tx.lockOrder(orderId);
          return work(tx);
        });
      return {
        subject: {
          repository: new PostgresMaterialsRepository(db),
          addItem: async (item) => {
            const [row] = await db
              .insert(inventory)
              .values({ ...item, category: "mesh" })
              .returning({ id: inventory.id });
            return row!.id;
          },
          newOrder: async ({ createdAt, status = "pending", serviceName = "Mesh Pocket", additionalRequests = null }) => {
            const [row] = await db
              .insert(orders)
              .values({
                customerName: "Casey Jones",
                customerEmail: "casey@example.com",
                serviceName,
                servicePrice: 4500,
                status,
                createdAt,
                additionalRequests,
              })
              .returning({ id: orders.id });
            return row!.id;
          },
          take: async (orderId, needed) => {
            await inTransaction(orderId, (tx) => tx.takeMaterials({ orderId, needed, actor: "owner" }));
          },
          putBack: async (orderId) => {
            await inTransaction(orderId, (tx) => tx.returnMaterials(orderId, "owner"));
          },
        },
      };
    });
  });
}
