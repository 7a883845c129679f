/** Mailjet's Send API v3.1 takes at most 50 messages per call. */
export const MAX_MESSAGES_PER_BATCH = 50;

/** Splits items into consecutive groups of at most `size`, keeping their order. */
export function inBatches<T>(items: readonly T[], size: number = MAX_MESSAGES_PER_BATCH): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive integer, got ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
