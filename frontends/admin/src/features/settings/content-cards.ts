/**
 * @module The section manager's cards (admin spec §2 "Content"): which
 * section rows and fields each card edits. A card may span several rows
 * (about = about-heading + about-content), all saved in one request; a row
 * that does not exist yet is created by it.
 */
import { isImageSection } from "@stringing/core/content/content-section";
import type { ContentSectionRow, SectionChange } from "./api/content-sections.ts";

export type ContentFieldName = "title" | "content" | "imageUrl" | "founderName" | "founderTitle";

export interface ContentCardField {
  section: string;
  field: ContentFieldName;
  label: string;
  multiline?: boolean;
  description?: string;
}

export interface ContentCard {
  id: string;
  title: string;
  description: string;
  fields: readonly ContentCardField[];
}

export const CONTENT_CARDS: readonly ContentCard[] = [
  {
    id: "hero",
    title: "Hero Section",
    description: "The headline at the top of the home page.",
    fields: [
      { section: "hero-heading", field: "title", label: "Heading" },
      { section: "hero-heading", field: "content", label: "Subheading", multiline: true },
    ],
  },
  {
    id: "about",
    title: "About Section",
    description: "Who you are and how you work.",
    fields: [
      { section: "about-heading", field: "title", label: "About Heading" },
      { section: "about-content", field: "content", label: "About Content", multiline: true },
    ],
  },
  {
    id: "stringmaster",
    title: "StringMaster Pro",
    description: "The stringer's story, photo and name.",
    fields: [
      { section: "stringmaster-pro", field: "title", label: "Title" },
      { section: "stringmaster-pro", field: "content", label: "Content", multiline: true },
      { section: "stringmaster-pro", field: "founderName", label: "Founder Name" },
      { section: "stringmaster-pro", field: "founderTitle", label: "Founder Title" },
      { section: "stringmaster-pro", field: "imageUrl", label: "Image" },
    ],
  },
  {
    id: "contact",
    title: "Contact Information",
    description: "The contact section and footer.",
    fields: [
      { section: "contact-info", field: "title", label: "Heading" },
      {
        section: "contact-info",
        field: "content",
        label: "Contact Details",
        multiline: true,
        description: "Lines labelled Phone:, Email: and Address:",
      },
      {
        section: "contact-info",
        field: "founderName",
        label: "Address Lines",
        description: "Separate lines with |, e.g. 123 Lacrosse Lane|Baltimore, MD 21201",
      },
      {
        section: "contact-info",
        field: "founderTitle",
        label: "Phone, Hours and Email",
        description: "Separate with |, e.g. (555) 123-4567|Mon-Fri 9am to 6pm|info@example.com",
      },
    ],
  },
  {
    id: "company",
    title: "Company Information",
    description: "Your business name, tagline and promises.",
    fields: [
      { section: "company-name", field: "title", label: "Company Name" },
      { section: "tagline", field: "title", label: "Tagline" },
      { section: "mission-statement", field: "content", label: "Mission Statement", multiline: true },
      { section: "quality-guarantee", field: "content", label: "Quality Guarantee", multiline: true },
    ],
  },
];

/** Only image sections (core's rule) get an Upload Image control; the image lands in `imageUrl`. */
export const isImageField = (field: ContentCardField): boolean => field.field === "imageUrl" && isImageSection(field.section);

export const fieldKey = (field: ContentCardField) => `${field.section}.${field.field}`;

export function cardValues(card: ContentCard, rows: readonly ContentSectionRow[]): Record<string, string> {
  return Object.fromEntries(card.fields.map((f) => [fieldKey(f), rows.find((r) => r.section === f.section)?.[f.field] ?? ""]));
}

/**
 * The changes a card's form makes: one per section whose values changed. A
 * missing row is created only when something was typed for it.
 */
export function sectionSaves(card: ContentCard, rows: readonly ContentSectionRow[], values: Record<string, string>): SectionChange[] {
  const before = cardValues(card, rows);
  const saves = new Map<string, SectionChange>();
  for (const f of card.fields) {
    const key = fieldKey(f);
    const value = values[key] ?? "";
    if (value === before[key]) continue;
    const row = rows.find((r) => r.section === f.section);
    if (!row && value.trim() === "") continue;
    const save = saves.get(f.section) ?? { section: f.section, fields: {} };
    save.fields[f.field] = value.trim() === "" ? null : value;
    saves.set(f.section, save);
  }
  return [...saves.values()];
}

/** "hero-heading" → "Hero Heading". */
export const sectionLabel = (section: string) =>
  section
    .split(/[-_]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
