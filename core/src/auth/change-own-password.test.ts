import { beforeEach, describe, expect, it } from "vitest";
import { FixedClock, InMemoryLoginAttempts, InMemorySessions, InMemoryUsers, plainPasswords, sequentialTokens } from "../testing/in-memory-auth.ts";
import { changeOwnPassword, changeOwnPasswordSchema, WRONG_CURRENT_PASSWORD } from "./change-own-password.ts";
import type { User } from "./user.ts";

let users: InMemoryUsers;
let sessions: InMemorySessions;
let owner: User;
const clock = new FixedClock(new Date("2026-11-22T12:00:00Z"));
const session = { expiresAt: new Date("2026-12-01T00:00:00Z"), lastSeenAt: new Date("2026-11-22T11:00:00Z") };

beforeEach(async () => {
  users = new InMemoryUsers();
  sessions = new InMemorySessions(users);
  owner = (await users.create({ username: "owner", passwordHash: "hashed:old password", role: "admin" }))!;
  await users.create({ username: "helper", passwordHash: "hashed:theirs", role: "admin" });
  await sessions.create({ ...session, tokenHash: "h(this-browser)", userId: 1 });
  await sessions.create({ ...session, tokenHash: "h(phone)", userId: 1 });
  await sessions.create({ ...session, tokenHash: "h(helper)", userId: 2 });
});

const change = (currentPassword: string, newPassword = "new password", address = "1.1.1.1") =>
  changeOwnPassword({ users, sessions, passwords: plainPasswords, tokens: sequentialTokens(), clock, loginAttempts: new InMemoryLoginAttempts() })({
    user: owner,
    currentPassword,
    newPassword,
    address,
  });

describe("change own password", () => {
  it("needs the current password, then signs out every other session and opens a new one for this browser", async () => {
    const changed = await change("old password");
    expect(changed).toEqual({ ok: true, value: { token: "token-1", expiresAt: expect.any(Date) } });
    expect((await users.findByUsername("owner"))?.passwordHash).toBe("hashed:new password");
    expect([...sessions.rows.keys()].sort()).toEqual(["h(helper)", "h(token-1)"]);
  });

  it("refuses a wrong current password, changing nothing", async () => {
    expect(await change("guess")).toEqual({
      ok: false,
      error: { kind: "invalid", message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: WRONG_CURRENT_PASSWORD } },
    });
    expect((await users.findByUsername("owner"))?.passwordHash).toBe("hashed:old password");
    expect(sessions.rows.size).toBe(3);
  });

  it("counts wrong current passwords like failed logins", async () => {
    const attempts = new InMemoryLoginAttempts();
    const run = changeOwnPassword({ users, sessions, passwords: plainPasswords, tokens: sequentialTokens(), clock, loginAttempts: attempts });
    for (let i = 0; i < 10; i++) await run({ user: owner, currentPassword: "guess", newPassword: "new password", address: "a" });
    const blocked = await run({ user: owner, currentPassword: "old password", newPassword: "new password", address: "a" });
    expect(blocked.ok || blocked.error.kind).toBe("rate_limited");
  });

  it("counts concurrent wrong current passwords before checking any, so at most ten are checked", async () => {
    const run = changeOwnPassword({
      users,
      sessions,
      passwords: plainPasswords,
      tokens: sequentialTokens(),
      clock,
      loginAttempts: new InMemoryLoginAttempts(),
    });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => run({ user: owner, currentPassword: "guess", newPassword: "new password", address: "a" })),
    );
    expect(results.filter((result) => !result.ok && result.error.kind === "invalid")).toHaveLength(10);
    expect(results.filter((result) => !result.ok && result.error.kind === "rate_limited")).toHaveLength(20);
  });

  it("does not count a successful change as a failure", async () => {
    const run = changeOwnPassword({
      users,
      sessions,
      passwords: plainPasswords,
      tokens: sequentialTokens(),
      clock,
      loginAttempts: new InMemoryLoginAttempts(),
    });
    for (let i = 0; i < 12; i++) {
      const changed = await run({ user: owner, currentPassword: i === 0 ? "old password" : `password ${i - 1}`, newPassword: `password ${i}`, address: "a" });
      expect(changed.ok).toBe(true);
    }
  });

  it("asks for a new password of at least eight characters", () => {
    const short = changeOwnPasswordSchema.safeParse({ currentPassword: "old password", newPassword: "short" });
    expect(short.error?.issues[0]).toMatchObject({ path: ["newPassword"], message: "Password must be at least 8 characters" });
    expect(changeOwnPasswordSchema.safeParse({ currentPassword: "", newPassword: "long enough" }).error?.issues[0]?.message).toBe(
      "Current password is required",
    );
  });
});
