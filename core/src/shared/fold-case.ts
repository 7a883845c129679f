/**
 * Lower-cases text one character at a time with each character's simple
 * mapping, as Postgres's lower() and ILIKE do. String.prototype.toLowerCase
 * differs in two ways a search would notice: a final capital sigma becomes
 * "ς" (ILIKE: "σ"), and a dotted capital I becomes "i" plus a combining dot
 * (ILIKE: "i"). Fakes that stand in for an ILIKE search fold with this.
 */
export function foldCase(text: string): string {
  let folded = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    folded += [...lower].length === 1 ? lower : String.fromCodePoint(lower.codePointAt(0)!);
  }
  return folded;
}
