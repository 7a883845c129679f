import { describe } from "vitest";
import { authContract } from "@stringing/core/testing/contracts/auth-contract";
import { PostgresLoginAttemptRepository } from "./login-attempt-repository.ts";
import { PostgresSessionRepository } from "./session-repository.ts";
import { testDatabaseTargets } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";
import { PostgresUserRepository } from "./user-repository.ts";

for (const target of testDatabaseTargets()) {
  describe(`Postgres users, sessions and login attempts on ${target.name}`, () => {
    const database = useTestDatabase(target);
    authContract(
      freshOn(database, (db) => ({
        users: new PostgresUserRepository(db),
        sessions: new PostgresSessionRepository(db),
        loginAttempts: new PostgresLoginAttemptRepository(db),
      })),
    );
  });
}
