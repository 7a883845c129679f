import type { RateLimitCounter } from "../ports/rate-limit-counter.port.ts";

/** The counter in a map, for core tests; `windows` is keyed "scope|client|windowStart ISO". */
export class InMemoryRateLimitCounter implements RateLimitCounter {
  readonly windows = new Map<string, number>();

  async hit(scope: string, client: string, windowStart: Date) {
    const key = `${scope}|${client}|${windowStart.toISOString()}`;
    const hits = (this.windows.get(key) ?? 0) + 1;
    this.windows.set(key, hits);
    return hits;
  }

  async deleteWindowsBefore(cutoff: Date) {
    let removed = 0;
    for (const key of this.windows.keys()) {
      if (new Date(key.slice(key.lastIndexOf("|") + 1)) < cutoff && this.windows.delete(key)) removed++;
    }
    return removed;
  }
}
