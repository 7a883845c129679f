/**
 * @module The Contact Information card's editor: one field per address line,
 * phone, hours and e-mail. What is stored keeps the format of docs/rules/content.md, Contact info
 * (founderName "line|line", founderTitle "phone|hours|email" and the
 * content's Phone/Email/Address lines the footer reads), written by core.
 */
import { useState } from "react";
import { contactInfoFields, contactInfoSection, type ContactInfoFields } from "@stringing/core/content/contact-info";
import { ItemDialog } from "@stringing/ui/components/item-dialog";
import { TextAreaField } from "@stringing/ui/components/text-area-field";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { useSaveContentSections, type ContentSectionRow, type SectionChange } from "../api/content-sections.ts";

export const CONTACT_SECTION = "contact-info";

/** Two address lines to start with; a stored address with more keeps them all. */
const addressSlots = (lines: readonly string[]) => Math.max(2, lines.length);

/** The preview of the card: what the site shows, one line per field. */
export function contactPreview(rows: readonly ContentSectionRow[]): { label: string; value: string }[] {
  const row = rows.find((r) => r.section === CONTACT_SECTION);
  const fields = contactInfoFields(row);
  return [
    { label: "Heading", value: row?.title ?? "" },
    { label: "Text", value: fields.text },
    { label: "Address", value: fields.addressLines.join(", ") },
    { label: "Phone", value: fields.phone },
    { label: "Hours", value: fields.hours },
    { label: "Email", value: fields.email },
  ];
}

/** Only what changed is sent; a missing row is created when something was typed. */
export function contactSave(row: ContentSectionRow | undefined, title: string, fields: ContactInfoFields): SectionChange[] {
  const stored = contactInfoSection(fields);
  const next = { title: title.trim() === "" ? null : title, ...stored };
  const changed = Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== (row?.[key as keyof typeof next] ?? null)));
  if (Object.keys(changed).length === 0) return [];
  return [{ section: CONTACT_SECTION, fields: changed }];
}

export function ContactInfoEditor({ title, rows, onClose }: { title: string; rows: readonly ContentSectionRow[]; onClose: () => void }) {
  const row = rows.find((r) => r.section === CONTACT_SECTION);
  const [heading, setHeading] = useState(row?.title ?? "");
  const [fields, setFields] = useState<ContactInfoFields>(() => {
    const read = contactInfoFields(row);
    return { ...read, addressLines: Array.from({ length: addressSlots(read.addressLines) }, (_, i) => read.addressLines[i] ?? "") };
  });
  const [failure, setFailure] = useState<string>();
  const save = useSaveContentSections();

  const set = (key: "text" | "phone" | "hours" | "email") => (value: string) => setFields((current) => ({ ...current, [key]: value }));
  const setLine = (index: number) => (value: string) =>
    setFields((current) => ({ ...current, addressLines: current.addressLines.map((line, i) => (i === index ? value : line)) }));

  const submit = () => {
    setFailure(undefined);
    save.mutate(contactSave(row, heading, fields), {
      onSuccess: () => {
        toast({ title: "Content saved", description: `${title} was updated.` });
        onClose();
      },
      onError: (error) => {
        const message = describeError(error, "Please try again.");
        setFailure(`Failed to save content: ${message}`);
        toast({ title: "Failed to save content", description: message, variant: "destructive" });
      },
    });
  };

  return (
    <ItemDialog title={`Edit ${title}`} saveLabel="Save Content" isPending={save.isPending} error={failure} onSubmit={submit} onClose={onClose}>
      <TextField label="Heading" value={heading} onChange={setHeading} />
      <TextAreaField label="Text" value={fields.text} onChange={set("text")} rows={3} description="Shown above your contact details." />
      {fields.addressLines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positional and never reorder
        <TextField key={index} label={`Address line ${index + 1}`} value={line} onChange={setLine(index)} />
      ))}
      <TextField label="Phone" type="tel" value={fields.phone} onChange={set("phone")} placeholder="(555) 123-4567" />
      <TextField label="Hours" value={fields.hours} onChange={set("hours")} placeholder="Mon-Fri 9am to 6pm" />
      <TextField label="Email" type="email" value={fields.email} onChange={set("email")} placeholder="info@example.com" />
    </ItemDialog>
  );
}
