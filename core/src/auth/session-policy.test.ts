import { describe, expect, it } from "vitest";
import {
  DEFAULT_SESSION_IDLE_TIMEOUT_MS,
  LAST_SEEN_PRECISION_MS,
  SESSION_LIFETIME_MS,
  isExpired,
  isIdle,
  sessionExpiry,
  shouldRenew,
  useSession,
} from "./session-policy.ts";

const now = new Date("2026-11-22T12:00:00Z");
const days = (n: number) => n * 24 * 60 * 60 * 1000;
const hours = (n: number) => n * 60 * 60 * 1000;
const ago = (ms: number) => new Date(now.getTime() - ms);
const fromNow = (ms: number) => new Date(now.getTime() + ms);
const IDLE = DEFAULT_SESSION_IDLE_TIMEOUT_MS;

describe("session policy", () => {
  it("gives a new session the full lifetime", () => {
    expect(sessionExpiry(now).getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS);
  });

  it("renews only in the second half of the lifetime", () => {
    expect(shouldRenew(fromNow(days(20)), now)).toBe(false);
    expect(shouldRenew(fromNow(days(10)), now)).toBe(true);
  });

  it("treats the expiry instant as expired", () => {
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(fromNow(1), now)).toBe(false);
  });

  it("defaults the idle limit to 12 hours, ending the session at the limit", () => {
    expect(IDLE).toBe(hours(12));
    expect(isIdle(ago(hours(12)), now, IDLE)).toBe(true);
    expect(isIdle(ago(hours(12) - 1), now, IDLE)).toBe(false);
    expect(isIdle(ago(hours(2)), now, hours(1))).toBe(true);
  });
});

describe("using a session", () => {
  const fresh = { expiresAt: fromNow(days(29)), lastSeenAt: ago(0) };

  it("ends a session idle for the limit, even far from its expiry", () => {
    expect(useSession({ ...fresh, lastSeenAt: ago(hours(12)) }, now, IDLE)).toEqual({ kind: "ended" });
  });

  it("ends an expired session however recently it was used", () => {
    expect(useSession({ expiresAt: now, lastSeenAt: now }, now, IDLE)).toEqual({ kind: "ended" });
  });

  it("writes nothing when the last use was recorded under a minute ago", () => {
    expect(useSession({ ...fresh, lastSeenAt: ago(LAST_SEEN_PRECISION_MS - 1) }, now, IDLE)).toEqual({ kind: "active", touch: null });
  });

  it("records the use once the last one is a minute old, without sliding the expiry early", () => {
    expect(useSession({ ...fresh, lastSeenAt: ago(LAST_SEEN_PRECISION_MS) }, now, IDLE)).toEqual({ kind: "active", touch: { lastSeenAt: now } });
    expect(useSession({ ...fresh, lastSeenAt: ago(hours(11)) }, now, IDLE)).toEqual({ kind: "active", touch: { lastSeenAt: now } });
  });

  it("slides the expiry and records the use in the same write late in the session's life", () => {
    const late = { expiresAt: fromNow(days(10)), lastSeenAt: ago(1000) };
    expect(useSession(late, now, IDLE)).toEqual({ kind: "active", touch: { lastSeenAt: now, expiresAt: sessionExpiry(now) } });
  });
});
