/**
 * Compares two secrets in time that depends only on their lengths, never on
 * where they first differ (a URL token, decision 0017). Lengths are not
 * secret: every token of one deployment has the same.
 */
export function constantTimeEqual(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index % Math.max(a.length, 1)] ?? 0) ^ b[index]!;
  return difference === 0 && a.length > 0;
}
