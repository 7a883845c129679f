import type { IdempotencyKeys } from "../ports/idempotency-keys.port.ts";

/** Keys and when each was claimed, for core tests of the sweep. */
export class InMemoryIdempotencyKeys implements IdempotencyKeys {
  readonly claimedAt = new Map<string, Date>();

  async deleteOlderThan(cutoff: Date): Promise<void> {
    for (const [key, at] of this.claimedAt) if (at < cutoff) this.claimedAt.delete(key);
  }
}
