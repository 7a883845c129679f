import { BUSINESS_NAME, defaultContentSections } from "../content/site-defaults.ts";
import type { LabelAddress, PostalAddress } from "../ports/carrier.port.ts";

const defaultAddress = defaultContentSections.find((section) => section.section === "contact-info")?.founderName ?? "";

const addressLines = (text: string | null | undefined) =>
  (text ?? "")
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The sender of outbound labels (and recipient of return labels): the
 * contact-info section's founderName holds the address lines separated by
 * "|" (docs/rules/content.md, Contact info). Without it, the built-in default address.
 */
export function businessLabelAddress(contactInfo: { founderName: string | null } | null | undefined): LabelAddress {
  const lines = addressLines(contactInfo?.founderName);
  const shown = lines.length ? lines : addressLines(defaultAddress);
  const postal = postalFromLines(shown);
  return { name: BUSINESS_NAME, lines: shown, ...(postal ? { postal } : {}) };
}

/** "123 Lacrosse Lane" + "Baltimore, MD 21201" → the address in parts (US only); null when the lines do not read so. */
export function postalFromLines(lines: readonly string[]): PostalAddress | null {
  const last = /^(.+?),\s*([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(lines.at(-1)?.trim() ?? "");
  const streets = lines
    .slice(0, -1)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!last || !streets.length || streets.length > 2) return null;
  return { street1: streets[0]!, street2: streets[1], city: last[1]!.trim(), state: last[2]!.toUpperCase(), zip: last[3]!, country: "US" };
}
