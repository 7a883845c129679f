/**
 * The order's `additionalRequests` text (docs/rules/order-form.md, The stored order): one labelled line
 * per detail, read back by the back office (docs/rules/records.md, Orders).
 *
 * Encoding: `Label: value`. A value with several lines continues on the
 * following lines, each indented by two spaces, so the block reads as plain
 * text and a line of the value can never be mistaken for a label. Parsing is
 * lenient for older or hand-written text: labels match case-insensitively
 * (with a few aliases), an unindented line that is not a known label
 * continues the previous value, and a missing label reads as undefined.
 */

export type OrderDetails = {
  headType?: string | undefined;
  headColor?: string | undefined;
  position?: string | undefined;
  pocketPreference?: string | undefined;
  meshOption?: string | undefined;
  stringOption?: string | undefined;
  phone?: string | undefined;
  contactPreference?: string | undefined;
  shippingAddress?: string | undefined;
  stringerNotes?: string | undefined;
  howHeardAboutUs?: string | undefined;
  emailOptIn?: boolean | undefined;
};

type TextField = Exclude<keyof OrderDetails, "emailOptIn">;

/** Written in this order; the first label is the one written, the others are read too. */
const FIELDS: readonly { field: keyof OrderDetails; labels: readonly string[] }[] = [
  { field: "headType", labels: ["Head Type"] },
  { field: "headColor", labels: ["Head Color", "Head Colour"] },
  { field: "position", labels: ["Position"] },
  { field: "pocketPreference", labels: ["Pocket Preference", "Pocket"] },
  { field: "meshOption", labels: ["Mesh Option", "Mesh"] },
  { field: "stringOption", labels: ["String Option", "Strings"] },
  { field: "phone", labels: ["Phone", "Phone Number"] },
  { field: "contactPreference", labels: ["Preferred Contact", "Contact Preference"] },
  { field: "shippingAddress", labels: ["Shipping Address", "Address"] },
  { field: "stringerNotes", labels: ["Stringer Notes", "Notes", "Special Requests"] },
  { field: "howHeardAboutUs", labels: ["How they heard about us", "How heard", "How did you hear about us", "Heard About Us"] },
  { field: "emailOptIn", labels: ["Email Opt-In", "E-mail Opt-In", "Email Opt In", "Email Opt-in"] },
];

export const NO_NOTES = "None";
export const NOT_SPECIFIED = "Not specified";

const labelFor = new Map(FIELDS.map(({ field, labels }) => [field, labels[0]!]));
const fieldByLabel = new Map(FIELDS.flatMap(({ field, labels }) => labels.map((label) => [label.toLowerCase(), field] as const)));

const INDENT = "  ";

const line = (label: string, value: string) => `${label}: ${value.split("\n").join(`\n${INDENT}`)}`;

/** "12 Main St, Springfield, IL 62701, United States" from the form's parts, skipping empty ones. */
export function formatShippingAddress(parts: { address?: string; city?: string; state?: string; zip?: string; country?: string }): string {
  const stateZip = [parts.state, parts.zip].filter(Boolean).join(" ");
  return [parts.address, parts.city, stateZip, parts.country].filter(Boolean).join(", ");
}

/** Builds the labelled block; absent notes read "None", an absent source "Not specified". */
export function buildAdditionalRequests(details: OrderDetails): string {
  return FIELDS.map(({ field }) => {
    const label = labelFor.get(field)!;
    if (field === "emailOptIn") return line(label, details.emailOptIn ? "Yes" : "No");
    const value = details[field];
    if (field === "stringerNotes") return line(label, value || NO_NOTES);
    if (field === "howHeardAboutUs") return line(label, value || NOT_SPECIFIED);
    return line(label, value ?? "");
  }).join("\n");
}

/** Reads the labelled block back; anything missing or unreadable is undefined. */
export function parseAdditionalRequests(text: string | null | undefined): OrderDetails {
  const collected = new Map<keyof OrderDetails, string[]>();
  let current: string[] | undefined;
  for (const raw of (text ?? "").replace(/\r\n?/g, "\n").split("\n")) {
    if (raw.startsWith(INDENT)) {
      current?.push(raw.slice(INDENT.length));
      continue;
    }
    if (/^[ \t]/.test(raw)) {
      current?.push(raw.slice(1));
      continue;
    }
    // [\s\S], not ".": a value may hold U+2028/U+2029, which "." does not match.
    const labelled = /^([^:\n]{1,60}):([\s\S]*)$/.exec(raw);
    const field = labelled ? fieldByLabel.get(labelled[1]!.trim().toLowerCase()) : undefined;
    if (labelled && field && !collected.has(field)) {
      current = [labelled[2]!.trimStart()];
      collected.set(field, current);
    } else {
      current?.push(raw);
    }
  }

  const details: OrderDetails = {};
  for (const [field, lines] of collected) {
    const value = lines.join("\n").trim();
    if (!value) continue;
    if (field === "stringerNotes" && value === NO_NOTES) continue;
    if (field === "howHeardAboutUs" && value === NOT_SPECIFIED) continue;
    if (field === "emailOptIn") {
      const answer = value.toLowerCase();
      if (answer === "yes" || answer === "true") details.emailOptIn = true;
      else if (answer === "no" || answer === "false") details.emailOptIn = false;
    } else {
      details[field as TextField] = value;
    }
  }
  return details;
}
