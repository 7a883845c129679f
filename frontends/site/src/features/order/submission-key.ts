/**
 * @module One Idempotency-Key per submission attempt: a retry of the same,
 * unchanged form reuses the key (so a lost answer or a double click never
 * makes two orders); any change to the form starts a new attempt.
 */

export interface SubmissionAttempt {
  fingerprint: string;
  key: string;
}

export function keyFor(previous: SubmissionAttempt | null, payload: unknown, newKey: () => string = () => crypto.randomUUID()): SubmissionAttempt {
  const fingerprint = JSON.stringify(payload);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: newKey() };
}
