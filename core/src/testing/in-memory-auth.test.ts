import { describe } from "vitest";
import { authContract } from "./contracts/auth-contract.ts";
import { InMemoryLoginAttempts, InMemorySessions, InMemoryUsers } from "./in-memory-auth.ts";

describe("in-memory users, sessions and login attempts", () => {
  authContract(async () => {
    const users = new InMemoryUsers();
    return { subject: { users, sessions: new InMemorySessions(users), loginAttempts: new InMemoryLoginAttempts() } };
  });
});
