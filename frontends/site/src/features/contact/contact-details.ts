/**
 * @module What the contact section shows from the contact-info content
 * (docs/rules/content.md, Contact info): the title, the text, address lines from founderName and
 * phone or hours lines plus an e-mail from founderTitle (each split on "|").
 * Without content (or with a field left empty) the built-in placeholders
 * appear, hours "Mon-Fri 9am to 6pm" among them.
 */
import { contactAddressLines, contactFreeText, contactLabels, contactPhoneAndEmail } from "@stringing/core/content/contact-info";
import { sectionDefaults, type SectionContent } from "../../lib/content-section.ts";

export interface ContactDetails {
  title: string;
  text: string | null;
  addressLines: string[];
  phoneLines: string[];
  email: string | null;
}

const PLACEHOLDER = sectionDefaults("contact-info");

export function contactDetails(section: SectionContent | null | undefined): ContactDetails {
  const address = contactAddressLines(section?.founderName);
  const phoneAndEmail = contactPhoneAndEmail(section?.founderTitle);
  const labels = contactLabels(section?.content);
  const placeholderPhone = contactPhoneAndEmail(PLACEHOLDER.founderTitle);
  const lines = phoneAndEmail.lines.length > 0 ? phoneAndEmail.lines : labels.phone ? [labels.phone] : placeholderPhone.lines;
  return {
    title: section?.title ?? PLACEHOLDER.title ?? "Get in Touch",
    text: contactFreeText(section?.content) || null,
    addressLines: address.length > 0 ? address : labels.address ? [labels.address] : contactAddressLines(PLACEHOLDER.founderName),
    phoneLines: lines,
    email: phoneAndEmail.email ?? labels.email ?? placeholderPhone.email,
  };
}
