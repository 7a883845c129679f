import { beforeEach, describe, expect, it } from "vitest";
import {
  FixedClock,
  InMemoryLoginAttempts,
  InMemorySessions,
  InMemoryUsers,
  plainPasswords,
  sequentialTokens,
} from "../testing/in-memory-auth.ts";
import { INVALID_CREDENTIALS, logIn, type LogInDeps } from "./log-in.ts";
import { resumeSession } from "./resume-session.ts";
import { SESSION_LIFETIME_MS } from "./session-policy.ts";

let deps: LogInDeps & { sessions: InMemorySessions; clock: FixedClock };

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
  });

  it("refuses a wrong password and an unknown user with the same message", async () => {
    const wrong = await logIn(deps)({ username: "owner", password: "nope", address: "1.1.1.1" });
    const unknown = await logIn(deps)({ username: "ghost", password: "right", address: "1.1.1.1" });
    expect(wrong).toEqual({ ok: false, error: { kind: "unauthorized", message: INVALID_CREDENTIALS } });
    expect(unknown).toEqual(wrong);
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
});

describe("resume session", () => {
  it("slides the expiry only in the second half of the lifetime and drops expired sessions", async () => {
    const result = await logIn(deps)({ username: "owner", password: "right", address: "a" });
    if (!result.ok) throw new Error("login failed");
    const resume = resumeSession(deps);

    expect((await resume(result.value.token))?.renewedUntil).toBeNull();
    deps.clock.advance(SESSION_LIFETIME_MS * 0.6);
    const renewed = await resume(result.value.token);
    expect(renewed?.renewedUntil?.getTime()).toBe(deps.clock.now().getTime() + SESSION_LIFETIME_MS);
    deps.clock.advance(SESSION_LIFETIME_MS);
    expect(await resume(result.value.token)).toBeNull();
    expect(deps.sessions.rows.size).toBe(0);
    expect(await resume("forged")).toBeNull();
  });
});
