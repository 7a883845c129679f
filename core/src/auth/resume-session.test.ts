import { beforeEach, describe, expect, it } from "vitest";
import { FixedClock, InMemorySessions, InMemoryUsers, sequentialTokens } from "../testing/in-memory-auth.ts";
import { resumeSession } from "./resume-session.ts";
import { DEFAULT_SESSION_IDLE_TIMEOUT_MS, SESSION_LIFETIME_MS, sessionExpiry } from "./session-policy.ts";

const HOUR = 60 * 60 * 1000;
let users: InMemoryUsers;
let sessions: InMemorySessions;
let clock: FixedClock;
const tokens = sequentialTokens();

beforeEach(async () => {
  users = new InMemoryUsers();
  await users.create({ username: "owner", passwordHash: "hashed:right", role: "admin", name: "Owner" });
  sessions = new InMemorySessions(users);
  clock = new FixedClock(new Date("2026-11-22T12:00:00Z"));
  const now = clock.now();
  await sessions.create({ tokenHash: "h(t)", userId: 1, expiresAt: sessionExpiry(now), lastSeenAt: now });
});

const resume = (idleTimeoutMs = DEFAULT_SESSION_IDLE_TIMEOUT_MS) => resumeSession({ sessions, tokens, clock, idleTimeoutMs })("t");

describe("resume session", () => {
  it("ends a session left unused for 12 hours and deletes it", async () => {
    clock.advance(12 * HOUR);
    expect(await resume()).toBeNull();
    expect(sessions.rows.size).toBe(0);
  });

  it("keeps a session used after 11 hours and counts idleness from that use", async () => {
    clock.advance(11 * HOUR);
    expect((await resume())?.user.username).toBe("owner");
    expect(sessions.rows.get("h(t)")?.lastSeenAt).toEqual(clock.now());
    clock.advance(11 * HOUR);
    expect(await resume()).not.toBeNull();
  });

  it("records a use at most once a minute", async () => {
    clock.advance(30 * 1000);
    await resume();
    expect(sessions.rows.get("h(t)")?.lastSeenAt).toEqual(new Date("2026-11-22T12:00:00Z"));
    clock.advance(30 * 1000);
    await resume();
    expect(sessions.rows.get("h(t)")?.lastSeenAt).toEqual(clock.now());
  });

  it("follows the configured idle limit", async () => {
    clock.advance(2 * HOUR);
    expect(await resume(HOUR)).toBeNull();
  });

  it("slides the expiry only in the second half of the lifetime and drops expired sessions", async () => {
    const never = SESSION_LIFETIME_MS * 2;
    expect((await resume(never))?.renewedUntil).toBeNull();
    clock.advance(SESSION_LIFETIME_MS * 0.6);
    const renewed = await resume(never);
    expect(renewed?.renewedUntil?.getTime()).toBe(clock.now().getTime() + SESSION_LIFETIME_MS);
    expect(sessions.rows.get("h(t)")).toMatchObject({ lastSeenAt: clock.now(), expiresAt: renewed?.renewedUntil });
    clock.advance(SESSION_LIFETIME_MS);
    expect(await resume(never)).toBeNull();
    expect(sessions.rows.size).toBe(0);
    expect(await resumeSession({ sessions, tokens, clock, idleTimeoutMs: never })("forged")).toBeNull();
  });
});
