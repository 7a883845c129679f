/**
 * A well-formed address of exactly `length` characters (from 196 to 258),
 * with real-world label sizes, so only its length can make it invalid.
 */
export const emailOfLength = (length: number): string => {
  const domain = `${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.example.com`;
  const localLength = length - domain.length - 1;
  if (localLength < 1 || localLength > 64) throw new Error(`emailOfLength: ${length} is out of range`);
  return `${"a".repeat(localLength)}@${domain}`;
};
