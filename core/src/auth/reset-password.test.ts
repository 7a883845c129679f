import { beforeEach, describe, expect, it } from "vitest";
import { InMemorySessions, InMemoryUsers, plainPasswords } from "../testing/in-memory-auth.ts";
import { OWN_PASSWORD_RESET, OWNER_PASSWORD_RESET, resetPassword } from "./reset-password.ts";

let users: InMemoryUsers;
let sessions: InMemorySessions;
const session = { expiresAt: new Date("2027-01-01"), lastSeenAt: new Date("2026-01-01") };

beforeEach(async () => {
  users = new InMemoryUsers();
  sessions = new InMemorySessions(users);
  await users.create({ username: "owner", passwordHash: "hashed:mine", role: "admin" });
  await users.create({ username: "helper", passwordHash: "hashed:forgotten", role: "admin" });
  await sessions.create({ ...session, tokenHash: "owner", userId: 1 });
  await sessions.create({ ...session, tokenHash: "helper", userId: 2 });
});

const reset = (input: { userId: number; actorId?: number }) =>
  resetPassword({ users, sessions, passwords: plainPasswords, randomPassword: () => "fresh-random" })(input);

describe("reset password", () => {
  it("gives another admin a new random password, returned once, and signs them out", async () => {
    expect(await reset({ userId: 2, actorId: 1 })).toEqual({ ok: true, value: { password: "fresh-random", sessionsEnded: 1 } });
    expect((await users.findByUsername("helper"))?.passwordHash).toBe("hashed:fresh-random");
    expect([...sessions.rows.keys()]).toEqual(["owner"]);
  });

  it("refuses an admin's own password, which changes only with the current one", async () => {
    expect(await reset({ userId: 1, actorId: 1 })).toEqual({ ok: false, error: { kind: "conflict", message: OWN_PASSWORD_RESET } });
    expect((await users.findByUsername("owner"))?.passwordHash).toBe("hashed:mine");
  });

  it("forbids another admin to reset the owner's password", async () => {
    expect(await reset({ userId: 1, actorId: 2 })).toEqual({ ok: false, error: { kind: "forbidden", message: OWNER_PASSWORD_RESET } });
    expect((await users.findByUsername("owner"))?.passwordHash).toBe("hashed:mine");
    expect(sessions.rows.size).toBe(2);
    expect(await reset({ userId: 99, actorId: 2 })).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });

  it("lets the command line reset anyone, the locked-out owner included, and reports an unknown user", async () => {
    expect(await reset({ userId: 1 })).toMatchObject({ ok: true, value: { password: "fresh-random" } });
    expect(await reset({ userId: 99 })).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });
});
