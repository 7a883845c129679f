/**
 * @module How the settings forms read their number inputs (docs/rules/money.md, Dollars on screen):
 * a price (service, featured item) is typed in dollars (step 0.01) and
 * stored in cents; display orders are whole numbers.
 * Unparseable input becomes 0; a negative number is kept so the schema's
 * "must be non-negative" message can say so.
 */
import { centsToDollarAmount, dollarsToCents } from "@stringing/core/shared/money";

/** "12.5" → 1250, "$1,500" → 150000, "abc" → 0, "-3" → -300. */
export function dollarsInputToCents(text: string): number {
  const exact = dollarsToCents(text);
  if (exact !== null) return exact;
  const number = Number.parseFloat(text.trim().replace(/^\$/, "").replace(/,/g, ""));
  return Number.isFinite(number) ? Math.round(number * 100) : 0;
}

/** 1250 → "12.50" for the dollars input. */
export const centsToDollarsInput = (cents: number): string => centsToDollarAmount(cents);

/** "42" → 42, "4.7" → 4, "x" → 0 (display order). */
export function wholeNumberInput(text: string): number {
  const number = Number.parseInt(text.trim(), 10);
  return Number.isFinite(number) ? number : 0;
}
