import { BUSINESS_NAME, defaultContentSections } from "../content/site-defaults.ts";
import type { LabelAddress } from "../ports/carrier.port.ts";

const defaultAddress = defaultContentSections.find((section) => section.section === "contact-info")?.founderName ?? "";

const addressLines = (text: string | null | undefined) =>
  (text ?? "")
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The sender of outbound labels (and recipient of return labels): the
 * contact-info section's founderName holds the address lines separated by
 * "|" (public spec §2, Contact). Without it, the built-in default address.
 */
export function businessLabelAddress(contactInfo: { founderName: string | null } | null | undefined): LabelAddress {
  const lines = addressLines(contactInfo?.founderName);
  return { name: BUSINESS_NAME, lines: lines.length ? lines : addressLines(defaultAddress) };
}
