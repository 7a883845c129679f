import { describe, expect, it } from "vitest";
import { InMemoryUsers, plainPasswords } from "../testing/in-memory-auth.ts";
import { bootstrapAdmin } from "./bootstrap-admin.ts";

const setup = () => {
  const users = new InMemoryUsers();
  return { users, run: bootstrapAdmin({ users, passwords: plainPasswords, randomPassword: () => "r4nd0m" }) };
};

describe("bootstrap admin", () => {
  it("creates the configured admin once", async () => {
    const { users, run } = setup();
    expect(await run({ username: "coach", password: "pw" })).toEqual({ kind: "created-from-env", username: "coach" });
    expect(await run({ username: "coach", password: "pw" })).toEqual({ kind: "nothing-to-do" });
    expect((await users.findByUsername("coach"))?.user.role).toBe("admin");
  });

  it("creates admin with a random password only when no admin exists", async () => {
    const { run } = setup();
    expect(await run({})).toEqual({ kind: "created-with-random-password", username: "admin", password: "r4nd0m" });
    expect(await run({})).toEqual({ kind: "nothing-to-do" });
  });
});
