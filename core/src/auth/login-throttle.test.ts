import { describe, expect, it } from "vitest";
import { LOGIN_WINDOW_MS, loginRetryAfterSeconds } from "./login-throttle.ts";

const now = new Date("2026-11-22T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("login throttle", () => {
  it("allows nine recent failures", () => {
    const failures = Array.from({ length: 9 }, (_, i) => minutesAgo(i));
    expect(loginRetryAfterSeconds(failures, now)).toBe(0);
  });

  it("blocks the eleventh attempt until the tenth-newest failure leaves the window", () => {
    const failures = Array.from({ length: 10 }, (_, i) => minutesAgo(i)); // 0..9 minutes ago
    expect(loginRetryAfterSeconds(failures, now)).toBe((LOGIN_WINDOW_MS - 9 * 60_000) / 1000);
  });

  it("ignores failures older than the window", () => {
    const failures = [...Array.from({ length: 9 }, () => minutesAgo(1)), minutesAgo(16)];
    expect(loginRetryAfterSeconds(failures, now)).toBe(0);
  });
});
