/**
 * Reading the contact-info section (public spec §2, Contact and Footer):
 * founderName holds address lines and founderTitle up to two phone or hours
 * lines plus an optional e-mail line, each separated by a vertical bar;
 * `content` holds lines labelled Phone, Email and Address.
 */

/** "a | b||c" → ["a", "b", "c"]: trimmed, empty parts dropped. */
export function splitBarred(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** The address lines of founderName. */
export function contactAddressLines(founderName: string | null | undefined): string[] {
  return splitBarred(founderName);
}

export type ContactLines = { lines: string[]; email: string | null };

/**
 * founderTitle: up to two phone or hours lines and an optional e-mail line.
 * The e-mail is the third part by the spec, but any part that is an e-mail
 * address is taken as it, so "phone|email" reads as well as "phone|hours|email".
 */
export function contactPhoneAndEmail(founderTitle: string | null | undefined): ContactLines {
  const parts = splitBarred(founderTitle);
  const email = parts.find(looksLikeEmail) ?? null;
  const lines = parts.filter((part) => part !== email).slice(0, 2);
  return { lines, email };
}

export type ContactLabels = { phone: string | null; email: string | null; address: string | null };

const labelPattern = /^\s*(phone|e-?mail|address)\s*:\s*(.*?)\s*$/i;

/** The values of the lines labelled Phone, Email (or E-mail) and Address; the first of each wins. */
export function contactLabels(content: string | null | undefined): ContactLabels {
  const found: ContactLabels = { phone: null, email: null, address: null };
  for (const line of (content ?? "").split(/\r?\n/)) {
    const match = labelPattern.exec(line);
    if (!match?.[2]) continue;
    const label = match[1]!.toLowerCase();
    const key = label === "phone" ? "phone" : label === "address" ? "address" : "email";
    found[key] ??= match[2];
  }
  return found;
}
