import { describe, expect, it } from "vitest";
import { FixedClock, InMemoryLoginAttempts, InMemorySessions, InMemoryUsers } from "../testing/in-memory-auth.ts";
import { InMemoryActivityLog } from "../testing/in-memory-activity-log.ts";
import { InMemoryIdempotencyKeys } from "../testing/in-memory-idempotency-keys.ts";
import { InMemoryRateLimitCounter } from "../testing/in-memory-rate-limit.ts";
import { sweepExpiredRecords } from "./sweep-expired-records.ts";

const HOUR = 60 * 60 * 1000;

describe("sweepExpiredRecords", () => {
  it("removes ended sessions, old login failures, finished form windows, day-old idempotency keys and activity past its retention, keeping the live ones", async () => {
    const clock = new FixedClock(new Date("2026-03-01T12:00:30Z"));
    const now = clock.now();
    const sessions = new InMemorySessions(new InMemoryUsers());
    const loginAttempts = new InMemoryLoginAttempts();
    const rateLimits = new InMemoryRateLimitCounter();
    const idempotencyKeys = new InMemoryIdempotencyKeys();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await sessions.create({ tokenHash: "idle", userId: 1, expiresAt: new Date(now.getTime() + HOUR), lastSeenAt: ago(13 * HOUR) });
    await sessions.create({ tokenHash: "expired", userId: 1, expiresAt: now, lastSeenAt: ago(1000) });
    await sessions.create({ tokenHash: "live", userId: 1, expiresAt: new Date(now.getTime() + HOUR), lastSeenAt: ago(HOUR) });
    await loginAttempts.reserve("owner", "1.1.1.1", ago(16 * 60 * 1000), { since: new Date(0), max: 10 });
    await loginAttempts.reserve("owner", "1.1.1.1", ago(60 * 1000), { since: new Date(0), max: 10 });
    await rateLimits.hit("form:orders", "1.1.1.1", new Date("2026-03-01T11:59:00Z"));
    await rateLimits.hit("form:orders", "1.1.1.1", new Date("2026-03-01T12:00:00Z"));

    idempotencyKeys.claimedAt.set("yesterday", ago(24 * HOUR + 1000));
    idempotencyKeys.claimedAt.set("this-morning", ago(23 * HOUR));

    let at = ago(31 * 24 * HOUR);
    const activity = new InMemoryActivityLog(() => at);
    const change = { actor: "owner", kind: "inventory", action: "updated", recordId: "1" } as const;
    await activity.record(
      async () => {},
      () => ({ ...change, summary: "a month ago" }),
    );
    at = ago(29 * 24 * HOUR);
    await activity.record(
      async () => {},
      () => ({ ...change, summary: "within the month" }),
    );
    await activity.setRetentionDays(30);

    await sweepExpiredRecords({ sessions, loginAttempts, rateLimits, idempotencyKeys, activity, clock, sessionIdleTimeoutMs: 12 * HOUR })();

    expect([...sessions.rows.keys()]).toEqual(["live"]);
    expect(await loginAttempts.recentFailures("owner", "1.1.1.1", new Date(0))).toEqual([ago(60 * 1000)]);
    expect([...rateLimits.windows.keys()]).toEqual(["form:orders|1.1.1.1|2026-03-01T12:00:00.000Z"]);
    expect([...idempotencyKeys.claimedAt.keys()]).toEqual(["this-morning"]);
    expect(activity.rows.map((row) => row.summary)).toEqual(["within the month"]);
  });

  it("still sweeps the rest when one part fails", async () => {
    const clock = new FixedClock(new Date("2026-03-01T12:00:30Z"));
    const rateLimits = new InMemoryRateLimitCounter();
    await rateLimits.hit("form:orders", "1.1.1.1", new Date("2026-03-01T11:00:00Z"));
    const sessions = Object.assign(new InMemorySessions(new InMemoryUsers()), { deleteEnded: () => Promise.reject(new Error("database away")) });
    await expect(
      sweepExpiredRecords({
        sessions,
        loginAttempts: new InMemoryLoginAttempts(),
        rateLimits,
        idempotencyKeys: new InMemoryIdempotencyKeys(),
        activity: new InMemoryActivityLog(),
        clock,
        sessionIdleTimeoutMs: HOUR,
      })(),
    ).resolves.toBeUndefined();
    expect(rateLimits.windows.size).toBe(0);
  });
});
