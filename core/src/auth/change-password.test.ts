import { beforeEach, describe, expect, it } from "vitest";
import { InMemorySessions, InMemoryUsers, plainPasswords } from "../testing/in-memory-auth.ts";
import { changePassword } from "./change-password.ts";

let users: InMemoryUsers;
let sessions: InMemorySessions;
const expiresAt = new Date("2026-12-01T00:00:00Z");
const lastSeenAt = new Date("2026-11-22T12:00:00Z");

beforeEach(async () => {
  users = new InMemoryUsers();
  await users.create({ username: "owner", passwordHash: "hashed:old", role: "admin" });
  await users.create({ username: "helper", passwordHash: "hashed:theirs", role: "admin" });
  sessions = new InMemorySessions(users);
  for (const [tokenHash, userId] of [
    ["a1", 1],
    ["a2", 1],
    ["b1", 2],
  ] as const) {
    await sessions.create({ tokenHash, userId, expiresAt, lastSeenAt });
  }
});

describe("change password", () => {
  const run = (input: { userId: number; password: string }) => changePassword({ users, sessions, passwords: plainPasswords })(input);

  it("stores the new hash and ends every session of that user only", async () => {
    expect(await run({ userId: 1, password: "new passphrase" })).toEqual({ ok: true, value: { sessionsEnded: 2 } });
    expect((await users.findByUsername("owner"))?.passwordHash).toBe("hashed:new passphrase");
    expect([...sessions.rows.keys()]).toEqual(["b1"]);
  });

  it("refuses an empty, short or over-long password and an unknown user, changing nothing", async () => {
    expect(await run({ userId: 1, password: "" })).toMatchObject({ ok: false, error: { kind: "invalid", message: "Password is required" } });
    expect(await run({ userId: 1, password: "x" })).toEqual({
      ok: false,
      error: { kind: "invalid", message: "Password must be at least 8 characters", errors: { password: "Password must be at least 8 characters" } },
    });
    expect(await run({ userId: 1, password: "x".repeat(1001) })).toMatchObject({ ok: false, error: { kind: "invalid" } });
    expect(await run({ userId: 99, password: "new passphrase" })).toMatchObject({ ok: false, error: { kind: "not_found", message: "User not found" } });
    expect((await users.findByUsername("owner"))?.passwordHash).toBe("hashed:old");
    expect(sessions.rows.size).toBe(3);
  });
});
