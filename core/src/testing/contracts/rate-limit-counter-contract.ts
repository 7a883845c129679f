import { describe, expect, it } from "vitest";
import type { RateLimitCounter } from "../../ports/rate-limit-counter.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const minute = (m: number) => new Date(Date.UTC(2026, 2, 1, 10, m));

/** The rate limit counter port, run against the in-memory fake and the Postgres adapter alike. */
export function rateLimitCounterContract(open: FreshFactory<RateLimitCounter>): void {
  describe("rate limit counter port contract", () => {
    const counter = useFresh(open);

    it("counts hits per scope, client and window, starting at 1", async () => {
      expect(await counter().hit("form:contacts", "203.0.113.7", minute(0))).toBe(1);
      expect(await counter().hit("form:contacts", "203.0.113.7", minute(0))).toBe(2);
      expect(await counter().hit("form:orders", "203.0.113.7", minute(0))).toBe(1);
      expect(await counter().hit("form:contacts", "198.51.100.1", minute(0))).toBe(1);
      expect(await counter().hit("form:contacts", "203.0.113.7", minute(1))).toBe(1);
    });

    it("gives concurrent hits distinct counts", async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => counter().hit("form:race", "203.0.113.9", minute(0))));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it("sweeps only the windows that started before the cutoff", async () => {
      await counter().hit("form:sweep", "203.0.113.7", minute(3));
      await counter().hit("form:sweep", "203.0.113.8", minute(4));
      await counter().hit("form:sweep", "203.0.113.7", minute(5));
      expect(await counter().deleteWindowsBefore(minute(5))).toBe(2);
      expect(await counter().deleteWindowsBefore(minute(5))).toBe(0);
      expect(await counter().hit("form:sweep", "203.0.113.7", minute(5))).toBe(2);
      expect(await counter().hit("form:sweep", "203.0.113.7", minute(3))).toBe(1);
    });
  });
}
