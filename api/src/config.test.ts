import { describe, expect, it } from "vitest";
import { readConfig } from "./config.ts";

const HOUR = 60 * 60 * 1000;

describe("SESSION_IDLE_TIMEOUT_HOURS", () => {
  it("defaults to 12 hours and takes fractional hours", () => {
    expect(readConfig({}).sessionIdleTimeoutMs).toBe(12 * HOUR);
    expect(readConfig({ SESSION_IDLE_TIMEOUT_HOURS: "" }).sessionIdleTimeoutMs).toBe(12 * HOUR);
    expect(readConfig({ SESSION_IDLE_TIMEOUT_HOURS: "1.5" }).sessionIdleTimeoutMs).toBe(1.5 * HOUR);
  });

  it("refuses anything but a positive number, naming the variable", () => {
    for (const value of ["0", "-3", "twelve", "12h", "Infinity"]) {
      expect(() => readConfig({ SESSION_IDLE_TIMEOUT_HOURS: value })).toThrow(
        `SESSION_IDLE_TIMEOUT_HOURS must be a positive number of hours, got "${value}"`,
      );
    }
  });
});
