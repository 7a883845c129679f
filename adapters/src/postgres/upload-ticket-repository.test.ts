import { describe } from "vitest";
import { uploadTicketsContract } from "@stringing/core/testing/contracts/upload-tickets-contract";
import { testDatabaseTargets } from "./test-databases.ts";
import { PostgresUploadTickets } from "./upload-ticket-repository.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

for (const target of testDatabaseTargets()) {
  describe(`PostgresUploadTickets on ${target.name}`, () => {
    const database = useTestDatabase(target);
    uploadTicketsContract(freshOn(database, (db) => new PostgresUploadTickets(db)));
  });
}
