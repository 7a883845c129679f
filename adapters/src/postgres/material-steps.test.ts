import { asc, eq } from "drizzle-orm";
import { beforeAll, describe } from "vitest";
import { materialStepsContract } from "@stringing/core/testing/contracts/material-steps-contract";
import { installAppJobs, orderMailJobs } from "./app-jobs-for-tests.ts";
import { PostgresMaterialsRepository } from "./material-rules-repository.ts";
import { PostgresOrderUpdates } from "./order-updates.ts";
import { inventory, inventoryHistory, orders } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`materials off the shelf on ${target.name}`, () => {
    const database = useTestDatabase(target);
    let mail: ReturnType<typeof orderMailJobs>;
    beforeAll(async () => {
      mail = orderMailJobs(await installAppJobs(database().handle));
    });

    materialStepsContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      const materials = new PostgresMaterialsRepository(db);
      return {
        subject: {
          store: new PostgresOrderUpdates(db, mail.jobs),
          newOrder: async () => {
            const [row] = await db
              .insert(orders)
              .values({ customerName: "Casey Jones", customerEmail: "casey@example.com", serviceName: "Mesh Pocket", servicePrice: 4500 })
              .returning({ id: orders.id });
            return row!.id;
          },
          addItem: async (item) => {
            const [row] = await db
              .insert(inventory)
              .values({ ...item, category: "mesh" })
              .returning({ id: inventory.id });
            return row!.id;
          },
          saveRules: async (rules) => {
            const { unknownItems } = await materials.saveRules(rules);
            if (unknownItems.length) throw new Error(`unknown items ${unknownItems}`);
          },
          quantity: async (itemId) => (await db.select({ quantity: inventory.quantity }).from(inventory).where(eq(inventory.id, itemId)))[0]!.quantity,
          history: async (itemId) =>
            db
              .select({
                orderId: inventoryHistory.orderId,
                quantityBefore: inventoryHistory.quantityBefore,
                quantityAfter: inventoryHistory.quantityAfter,
                description: inventoryHistory.description,
              })
              .from(inventoryHistory)
              .where(eq(inventoryHistory.inventoryId, itemId))
              .orderBy(asc(inventoryHistory.id)),
          taken: (orderId) => materials.ofOrder(orderId),
        },
      };
    });
  });
}
