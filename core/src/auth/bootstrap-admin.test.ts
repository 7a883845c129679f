import { describe, expect, it } from "vitest";
import { InMemoryUsers, plainPasswords } from "../testing/in-memory-auth.ts";
import { bootstrapAdmin } from "./bootstrap-admin.ts";

const setup = () => {
  const users = new InMemoryUsers();
  return { users, run: bootstrapAdmin({ users, passwords: plainPasswords, randomPassword: () => "r4nd0m" }) };
};

describe("bootstrap admin", () => {
  it("creates the configured admin once, as the owner", async () => {
    const { users, run } = setup();
    expect(await run({ username: "coach", password: "a long passphrase" })).toEqual({ kind: "created-from-env", username: "coach" });
    expect(await run({ username: "coach", password: "a long passphrase" })).toEqual({ kind: "nothing-to-do" });
    expect((await users.findByUsername("coach"))?.user).toMatchObject({ role: "admin", owner: true });
  });

  it("creates admin with a random password only when no admin exists", async () => {
    const { users, run } = setup();
    expect(await run({})).toEqual({ kind: "created-with-random-password", username: "admin", password: "r4nd0m" });
    expect(await run({})).toEqual({ kind: "nothing-to-do" });
    expect((await users.findByUsername("admin"))?.user.owner).toBe(true);
  });

  it("does not bring back a configured admin the owner removed", async () => {
    const { users, run } = setup();
    await run({ username: "coach", password: "a long passphrase" });
    const owner = await users.create({ username: "helper", passwordHash: "hashed:x", role: "admin" });
    const coach = (await users.findByUsername("coach"))!.user;
    expect(await users.transferOwnership(coach.id, owner!.id)).toBe("transferred");
    expect(await users.removeKeepingAnAdmin(coach.id)).toBe("removed");
    expect(await run({ username: "coach", password: "a long passphrase" })).toEqual({ kind: "removed-earlier", username: "coach" });
    expect((await users.list()).map((user) => user.username)).toEqual(["helper"]);
  });

  it("adds a configured admin of a new name beside existing admins, not as the owner", async () => {
    const { users, run } = setup();
    expect(await run({})).toMatchObject({ kind: "created-with-random-password" });
    expect(await run({ username: "coach", password: "a long passphrase" })).toEqual({ kind: "created-from-env", username: "coach" });
    expect((await users.list()).map((user) => [user.username, user.owner])).toEqual([
      ["admin", true],
      ["coach", false],
    ]);
  });
});
