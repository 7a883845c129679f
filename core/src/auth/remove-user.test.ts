import { beforeEach, describe, expect, it } from "vitest";
import { InMemorySessions, InMemoryUsers } from "../testing/in-memory-auth.ts";
import { CANNOT_REMOVE_OWNER, CANNOT_REMOVE_YOURSELF, removeUser } from "./remove-user.ts";

let users: InMemoryUsers;
let sessions: InMemorySessions;

beforeEach(async () => {
  users = new InMemoryUsers();
  sessions = new InMemorySessions(users);
  await users.create({ username: "owner", passwordHash: "hashed:a", role: "admin" });
  await users.create({ username: "helper", passwordHash: "hashed:b", role: "admin" });
  await users.create({ username: "viewer", passwordHash: "hashed:c", role: "user" });
});

const usernames = async () => (await users.list()).map((user) => user.username);

describe("remove user", () => {
  const remove = (input: { userId: number; actorId: number }) => removeUser({ users })(input);

  it("removes another admin and signs them out", async () => {
    await sessions.create({ tokenHash: "helper-laptop", userId: 2, expiresAt: new Date("2027-01-01"), lastSeenAt: new Date("2026-01-01") });
    expect(await remove({ userId: 2, actorId: 1 })).toEqual({ ok: true, value: { id: 2 } });
    expect(await usernames()).toEqual(["owner", "viewer"]);
    expect(await sessions.findWithUser("helper-laptop")).toBeNull();
  });

  it("never removes the admin asking, even while other admins remain", async () => {
    expect(await remove({ userId: 1, actorId: 1 })).toEqual({ ok: false, error: { kind: "conflict", message: CANNOT_REMOVE_YOURSELF } });
    expect(await usernames()).toEqual(["owner", "helper", "viewer"]);
  });

  it("never removes the owner: another admin is forbidden, the owner cannot remove themself", async () => {
    expect(await remove({ userId: 1, actorId: 2 })).toEqual({ ok: false, error: { kind: "forbidden", message: CANNOT_REMOVE_OWNER } });
    expect(await remove({ userId: 1, actorId: 1 })).toEqual({ ok: false, error: { kind: "conflict", message: CANNOT_REMOVE_YOURSELF } });
    expect(await usernames()).toEqual(["owner", "helper", "viewer"]);
  });

  it("removes the former owner once they have handed ownership on", async () => {
    expect(await users.transferOwnership(1, 2)).toBe("transferred");
    expect(await remove({ userId: 1, actorId: 2 })).toEqual({ ok: true, value: { id: 1 } });
    expect(await usernames()).toEqual(["helper", "viewer"]);
  });

  it("removes a non-admin user and answers 'not found' for an unknown one", async () => {
    expect((await remove({ userId: 3, actorId: 1 })).ok).toBe(true);
    expect(await remove({ userId: 3, actorId: 1 })).toEqual({ ok: false, error: { kind: "not_found", message: "User not found" } });
  });
});
