import { describe, expect, it } from "vitest";
import { SESSION_LIFETIME_MS, isExpired, sessionExpiry, shouldRenew } from "./session-policy.ts";

const now = new Date("2026-11-22T12:00:00Z");
const days = (n: number) => n * 24 * 60 * 60 * 1000;

describe("session policy", () => {
  it("gives a new session the full lifetime", () => {
    expect(sessionExpiry(now).getTime() - now.getTime()).toBe(SESSION_LIFETIME_MS);
  });

  it("renews only in the second half of the lifetime", () => {
    expect(shouldRenew(new Date(now.getTime() + days(20)), now)).toBe(false);
    expect(shouldRenew(new Date(now.getTime() + days(10)), now)).toBe(true);
  });

  it("treats the expiry instant as expired", () => {
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(new Date(now.getTime() + 1), now)).toBe(false);
  });
});
