import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workshopCalendarContract } from "@stringing/core/testing/contracts/workshop-calendar-contract";
import { rowsOf } from "./rows-of.ts";
import { orders } from "./schema/index.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { emptyAllTables, useTestDatabase } from "./use-test-database.ts";
import { PostgresCalendarFeedToken, PostgresWorkshopCalendar } from "./workshop-calendar-repository.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresWorkshopCalendar on ${target.name}`, () => {
    const database = useTestDatabase(target);

    workshopCalendarContract(async () => {
      const { db } = database().handle;
      await emptyAllTables(db);
      return {
        subject: {
          token: new PostgresCalendarFeedToken(db),
          calendar: new PostgresWorkshopCalendar(db),
          seed: async (seeds) => {
            const ids: number[] = [];
            for (const seed of seeds) {
              const [row] = await db
                .insert(orders)
                .values({ ...seed, customerEmail: "player@example.com", servicePrice: 8000, receivedAt: seed.promisedBy ? new Date() : null })
                .returning({ id: orders.id });
              ids.push(row!.id);
            }
            return ids;
          },
        },
      };
    });

    it("reads the feed through the open-promise index, not the whole table", async () => {
      const { db } = database().handle;
      // One transaction, so the setting and the plan share a connection on a server's pool too.
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<Record<string, string>>(
          await tx.execute(
            sql`explain select id from orders where status in ('pending','in_progress') and promised_by is not null and promised_by >= '2026-03-01' order by promised_by, id limit 1000`,
          ),
        )
          .map((row) => Object.values(row).join(" "))
          .join("\n");
      });
      expect(plan).toContain("orders_open_promised_idx");
    });
  });
}
