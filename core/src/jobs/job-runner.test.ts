import { afterEach, describe, expect, it, vi } from "vitest";
import { CLAIM_FAILURE_REPEAT_MS, type JobClaims, JobRunner } from "./job-runner.ts";

describe("JobRunner, when its store cannot be reached", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells a failing claim once, then once a minute while it lasts, and again after a recovery", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
    let away = true;
    let claims = 0;
    const store: JobClaims = {
      claim: async () => {
        claims++;
        if (away) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return [];
      },
      complete: async () => {},
      fail: async () => {},
    };
    const told: string[] = [];
    const runner = new JobRunner(store, { pollingIntervalMs: 2_000, concurrency: 1, onError: (_error, context) => told.push(context) });
    runner.handle("order-mail", async () => {});
    runner.start();

    await vi.advanceTimersByTimeAsync(CLAIM_FAILURE_REPEAT_MS - 2_000);
    expect(claims).toBe(30);
    expect(told).toEqual(["claiming order-mail jobs"]);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(told).toEqual(["claiming order-mail jobs", "claiming order-mail jobs (still failing)"]);

    away = false;
    await vi.advanceTimersByTimeAsync(10_000);
    away = true;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(told).toEqual(["claiming order-mail jobs", "claiming order-mail jobs (still failing)", "claiming order-mail jobs"]);

    const stopping = runner.stop();
    await vi.advanceTimersByTimeAsync(2_000);
    await stopping;
  });
});
