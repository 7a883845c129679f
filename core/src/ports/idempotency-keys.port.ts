/** The stored answers of order submissions made with an Idempotency-Key; a retry within a day replays its answer. */
export interface IdempotencyKeys {
  /** Forgets the keys claimed before the cutoff. */
  deleteOlderThan(cutoff: Date): Promise<void>;
}
