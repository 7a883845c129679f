import { beforeEach, describe, expect, it } from "vitest";
import { FixedClock, InMemoryLoginAttempts, InMemorySessions, InMemoryUsers, plainPasswords, sequentialTokens } from "../testing/in-memory-auth.ts";
import { INVALID_CREDENTIALS, logIn, type LogInDeps } from "./log-in.ts";

let deps: LogInDeps & { users: InMemoryUsers; sessions: InMemorySessions; clock: FixedClock };

beforeEach(async () => {
  const users = new InMemoryUsers();
  await users.create({ username: "owner", passwordHash: "hashed:right", role: "admin", name: "Owner" });
  deps = {
    users,
    sessions: new InMemorySessions(users),
    loginAttempts: new InMemoryLoginAttempts(),
    passwords: plainPasswords,
    tokens: sequentialTokens(),
    clock: new FixedClock(new Date("2026-11-22T12:00:00Z")),
  };
});

describe("log in", () => {
  it("opens a session stored under the token's hash, never the token", async () => {
    const result = await logIn(deps)({ username: "owner", password: "right", address: "1.1.1.1" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.user.username).toBe("owner");
    expect([...deps.sessions.rows.keys()]).toEqual([`h(${result.value.token})`]);
    expect(deps.sessions.rows.get(`h(${result.value.token})`)?.lastSeenAt).toEqual(deps.clock.now());
    expect((await deps.users.list())[0]?.lastSignInAt).toEqual(deps.clock.now());
  });

  it("refuses a wrong password and an unknown user with the same message", async () => {
    const wrong = await logIn(deps)({ username: "owner", password: "nope", address: "1.1.1.1" });
    const unknown = await logIn(deps)({ username: "ghost", password: "right", address: "1.1.1.1" });
    expect(wrong).toEqual({ ok: false, error: { kind: "unauthorized", message: INVALID_CREDENTIALS } });
    expect(unknown).toEqual(wrong);
  });

  it("starts a new session with a new token and ends the one the request carried", async () => {
    const first = await logIn(deps)({ username: "owner", password: "right", address: "a" });
    if (!first.ok) throw new Error("login failed");
    const second = await logIn(deps)({ username: "owner", password: "right", address: "a", previousToken: first.value.token });
    if (!second.ok) throw new Error("login failed");
    expect(second.value.token).not.toBe(first.value.token);
    expect([...deps.sessions.rows.keys()]).toEqual([`h(${second.value.token})`]);
  });

  it("keeps the carried session when the login fails", async () => {
    const first = await logIn(deps)({ username: "owner", password: "right", address: "a" });
    if (!first.ok) throw new Error("login failed");
    await logIn(deps)({ username: "owner", password: "wrong", address: "a", previousToken: first.value.token });
    expect(deps.sessions.rows.has(`h(${first.value.token})`)).toBe(true);
  });

  it("locks one username from one address after ten failures, not other addresses", async () => {
    for (let i = 0; i < 10; i++) await logIn(deps)({ username: "owner", password: "bad", address: "1.1.1.1" });
    const blocked = await logIn(deps)({ username: "owner", password: "right", address: "1.1.1.1" });
    expect(blocked.ok || blocked.error.kind).toBe("rate_limited");
    const elsewhere = await logIn(deps)({ username: "owner", password: "right", address: "2.2.2.2" });
    expect(elsewhere.ok).toBe(true);
    deps.clock.advance(15 * 60 * 1000 + 1000);
    const later = await logIn(deps)({ username: "owner", password: "right", address: "1.1.1.1" });
    expect(later.ok).toBe(true);
  });

  it("counts a burst of concurrent wrong passwords before checking any: at most ten are checked, the rest wait", async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => logIn(deps)({ username: "owner", password: "bad", address: "1.1.1.1" })));
    expect(results.filter((result) => !result.ok && result.error.kind === "unauthorized")).toHaveLength(10);
    expect(results.filter((result) => !result.ok && result.error.kind === "rate_limited")).toHaveLength(90);
  });

  it("forgets the failures at a successful login", async () => {
    for (let i = 0; i < 9; i++) await logIn(deps)({ username: "owner", password: "bad", address: "1.1.1.1" });
    expect((await logIn(deps)({ username: "owner", password: "right", address: "1.1.1.1" })).ok).toBe(true);
    for (let i = 0; i < 9; i++) await logIn(deps)({ username: "owner", password: "bad", address: "1.1.1.1" });
    expect((await logIn(deps)({ username: "owner", password: "right", address: "1.1.1.1" })).ok).toBe(true);
  });
});
