/**
 * Reading the contact-info section (docs/rules/content.md, Contact info):
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
 * The e-mail is the third part by docs/rules/content.md, Contact info, but any part that is an e-mail
 * address is taken as it, so "phone|email" reads as well as "phone|hours|email".
 */
export function contactPhoneAndEmail(founderTitle: string | null | undefined): ContactLines {
  const parts = splitBarred(founderTitle);
  const email = parts.find(looksLikeEmail) ?? null;
  const lines = parts.filter((part) => part !== email).slice(0, 2);
  return { lines, email };
}

export type ContactLabels = { phone: string | null; email: string | null; address: string | null };

// The value is trimmed after the match: a lazy value before `\s*$` backtracks over every run of inner spaces,
// quadratic in the line (seconds for one long line, on every page and mail that reads the contact info).
const labelPattern = /^\s*(phone|e-?mail|address)\s*:([\s\S]*)$/i;
const lineBreak = /[\n\r\u2028\u2029]/;

/** The values of the lines labelled Phone, Email (or E-mail) and Address; the first of each wins. */
export function contactLabels(content: string | null | undefined): ContactLabels {
  const found: ContactLabels = { phone: null, email: null, address: null };
  for (const line of (content ?? "").split(/\r?\n/)) {
    const match = labelPattern.exec(line);
    const value = match?.[2]?.trim();
    // A value broken by a lone \r or U+2028 was never one line's value.
    if (!value || lineBreak.test(value)) continue;
    const label = match![1]!.toLowerCase();
    const key = label === "phone" ? "phone" : label === "address" ? "address" : "email";
    found[key] ??= value;
  }
  return found;
}

/**
 * The contact section as the owner edits it: one field per thing. Stored in
 * the format of docs/rules/content.md, Contact info (founderName "line|line", founderTitle "phone|hours|email",
 * content's labelled lines for the footer) by `contactInfoSection`.
 */
export type ContactInfoFields = { text: string; addressLines: string[]; phone: string; hours: string; email: string };

type ContactInfoSection = { content?: string | null; founderName?: string | null; founderTitle?: string | null };

const labelledLine = /^\s*(phone|e-?mail|address)\s*:/i;
// A phone line is mostly digits; "Mon-Fri 9am to 6pm" is not.
const looksLikePhone = (text: string) => (text.match(/\d/g)?.length ?? 0) >= 7 && /^[\d\s()+.\-–/x]+$/i.test(text.replace(/^(tel|phone|call)[:\s]*/i, ""));

/** The content's free text: its lines without the labelled Phone, Email and Address ones. */
export function contactFreeText(content: string | null | undefined): string {
  return (content ?? "")
    .split(/\r?\n/)
    .filter((line) => !labelledLine.test(line))
    .join("\n")
    .trim();
}

/** The fields of a stored contact-info section; founderName/founderTitle win over the labelled lines, as on the site. */
export function contactInfoFields(section: ContactInfoSection | null | undefined): ContactInfoFields {
  const labels = contactLabels(section?.content);
  const address = contactAddressLines(section?.founderName);
  const { lines, email } = contactPhoneAndEmail(section?.founderTitle);
  // Two lines are phone then hours (the order docs/rules/content.md, Contact info, gives); a lone line is whichever it looks like.
  const [first = "", second = ""] = lines;
  const phone = lines.length === 1 ? (looksLikePhone(first) ? first : "") : first;
  const hours = lines.length === 1 ? (looksLikePhone(first) ? "" : first) : second;
  return {
    text: contactFreeText(section?.content),
    addressLines: address.length > 0 ? address : labels.address ? [labels.address] : [],
    phone: phone || (lines.length === 0 ? (labels.phone ?? "") : ""),
    hours,
    email: email ?? labels.email ?? "",
  };
}

// A bar would split a field in two when read back.
const clean = (value: string) => value.replace(/\|/g, " ").replace(/\s+/g, " ").trim();
const joined = (parts: string[]) => parts.map(clean).filter(Boolean).join("|") || null;

/** The stored fields for what the owner typed; empty fields are left out, an empty section field is null. */
export function contactInfoSection(fields: ContactInfoFields): { content: string | null; founderName: string | null; founderTitle: string | null } {
  const address = fields.addressLines.map(clean).filter(Boolean);
  const labelled = [
    clean(fields.phone) && `Phone: ${clean(fields.phone)}`,
    clean(fields.email) && `Email: ${clean(fields.email)}`,
    address.length > 0 && `Address: ${address.join(", ")}`,
  ].filter((line): line is string => Boolean(line));
  const text = fields.text.replace(/\r\n?/g, "\n").trim();
  const content = [text, labelled.join("\n")].filter(Boolean).join("\n\n");
  return {
    content: content || null,
    founderName: joined(address),
    founderTitle: joined([fields.phone, fields.hours, fields.email]),
  };
}
