import { describe } from "vitest";
import { mailDeliveriesContract } from "@stringing/core/testing/contracts/mail-deliveries-contract";
import { PostgresMailDeliveries } from "./mail-delivery-repository.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresMailDeliveries against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    mailDeliveriesContract(freshOn(database, (db) => new PostgresMailDeliveries(db)));
  });
}
