/**
 * @module The section manager's cards (docs/rules/content.md, Sections): which
 * section rows and fields each card edits. A card may span several rows
 * (about = about-heading + about-content), all saved in one request; a row
 * that does not exist yet is created by it.
 */
import { HERO_MOBILE_SECTION } from "@stringing/core/content/hero-images";
import type { ContentSectionRow, SectionChange } from "./api/content-sections.ts";

export type ContentFieldName = "title" | "content" | "imageUrl" | "founderName" | "founderTitle";

export interface ContentCardField {
  section: string;
  field: ContentFieldName;
  label: string;
  multiline?: boolean;
  description?: string;
  /** The crop's width to height for an image field (4:3 when not given). */
  aspect?: number;
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
      { section: "hero-subtitle", field: "content", label: "Subtitle", description: "A short line above the heading" },
      { section: "hero-heading", field: "title", label: "Heading" },
      { section: "hero-heading", field: "content", label: "Subheading", multiline: true },
      { section: "hero-content", field: "content", label: "More Text", multiline: true, description: "A further paragraph under the subheading" },
      { section: "hero-heading", field: "imageUrl", label: "Desktop Image", aspect: 16 / 9 },
      { section: HERO_MOBILE_SECTION, field: "imageUrl", label: "Mobile Image", aspect: 2 / 3 },
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
    id: "founder",
    title: "Founder's Quote",
    description: "A word from the founder in the About section.",
    fields: [
      { section: "founder-quote", field: "content", label: "Quote", multiline: true },
      { section: "founder-name", field: "title", label: "Founder Name" },
      { section: "founder-image", field: "imageUrl", label: "Founder Photo" },
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
      },
      {
        section: "contact-info",
        field: "founderTitle",
        label: "Phone, Hours and Email",
      },
    ],
  },
  {
    id: "contact-note",
    title: "Contact Note",
    description: "A note under the contact details in the footer.",
    fields: [
      {
        section: "contact-details",
        field: "content",
        label: "Contact Details",
        multiline: true,
        description: "For example, drop-off hours or how long a reply takes",
      },
    ],
  },
  {
    id: "shop",
    title: "Shop",
    description: "Where the Shop Now button leads.",
    fields: [
      {
        section: "shop-url",
        field: "content",
        label: "Shop Now Address",
        description: "Your online store's address, starting with https://. Hide the Shop section row below to hide the button.",
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

/** A card's image field (any section's `imageUrl`) gets the Upload Image control with its crop. */
export const isImageField = (field: ContentCardField): boolean => field.field === "imageUrl";

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
