import { describe, expect, it } from "vitest";
import { checkJobPolicy, defaultJobPolicy, retryDelaySeconds, retryWindowSeconds } from "./job-policy.ts";

describe("job policy", () => {
  it("retries for at least 24 hours before a job is failed", () => {
    const { shortest, longest } = retryWindowSeconds(defaultJobPolicy);
    expect(shortest).toBeGreaterThanOrEqual(24 * 3600);
    expect(shortest).toBe(45 * (2 ** 11 - 1));
    expect(longest).toBeLessThan(52 * 3600);
  });

  it("doubles the delay at each retry, with up to as much again of jitter", () => {
    const policy = { retryLimit: 5, retryDelaySeconds: 10, timeoutSeconds: 60 };
    expect([1, 2, 3, 4].map((retry) => retryDelaySeconds(policy, retry, 0))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(policy, 3, 0.5)).toBe(60);
    expect(retryDelaySeconds(policy, 3, 0.999)).toBeLessThan(80);
  });

  it("stops doubling where pg-boss does", () => {
    const policy = { retryLimit: 30, retryDelaySeconds: 1, timeoutSeconds: 60 };
    expect(retryDelaySeconds(policy, 16, 0)).toBe(2 ** 15);
    expect(retryDelaySeconds(policy, 25, 0)).toBe(2 ** 15);
  });

  it("refuses policies a queue cannot keep", () => {
    expect(checkJobPolicy(defaultJobPolicy)).toBe(defaultJobPolicy);
    expect(() => checkJobPolicy({ ...defaultJobPolicy, retryDelaySeconds: 0 })).toThrow(RangeError);
    expect(() => checkJobPolicy({ ...defaultJobPolicy, retryDelaySeconds: 1.5 })).toThrow(RangeError);
    expect(() => checkJobPolicy({ ...defaultJobPolicy, retryLimit: -1 })).toThrow(RangeError);
    expect(() => checkJobPolicy({ ...defaultJobPolicy, timeoutSeconds: 24 * 3600 })).toThrow(RangeError);
  });
});
