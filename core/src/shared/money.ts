/**
 * Money is integer cents everywhere; people see US dollars with two
 * decimals. Forms take dollars and convert.
 */

/** 1199 → "11.99" (no currency sign: payment-link placeholders want the bare amount). */
export function centsToDollarAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** 1199 → "$11.99"; 150000 → "$1,500.00". */
export function formatCents(cents: number): string {
  const amount = centsToDollarAmount(cents);
  const [whole = "0", fraction = "00"] = amount.replace("-", "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${cents < 0 ? "-" : ""}$${grouped}.${fraction}`;
}

/**
 * "11.99" / "$1,500" / "12.3" → cents, or null when it is not an amount.
 * Parsed from the text, not through floating point, so 0.29 stays 29.
 */
export function dollarsToCents(input: string | number): number | null {
  const text = String(input).trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}
