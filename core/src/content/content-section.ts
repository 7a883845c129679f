import { z } from "zod";
import { OBJECT_BODY, optionalImageUrl, optionalText, requiredText, visibleFlag, withAlias } from "./field-rules.ts";

/** A row of website_content: one named section of the public page. */
export type ContentSection = {
  id: number;
  section: string;
  title: string | null;
  content: string | null;
  imageUrl: string | null;
  founderName: string | null;
  founderTitle: string | null;
  visible: boolean;
  updatedAt: Date;
};

/**
 * What a visitor gets for a section the owner hid: the row's shape with its
 * texts and image emptied and `visible: false`. A 404 would read as "missing"
 * and the page would show its built-in text, which is what hiding must not do.
 */
export function hiddenSectionView(section: ContentSection): ContentSection {
  return { ...section, title: null, content: null, imageUrl: null, founderName: null, founderTitle: null, visible: false };
}

/** The sections the admin edits (docs/rules/content.md, Sections). */
export const CONTENT_SECTIONS = [
  "hero-heading",
  "hero-content",
  "hero-subtitle",
  "about-heading",
  "about-content",
  "founder-name",
  "founder-quote",
  "founder-image",
  "stringmaster-pro",
  "contact-info",
  "contact-details",
  "company-name",
  "tagline",
  "mission-statement",
  "quality-guarantee",
] as const;

/** Image sections keep their image in `imageUrl`; every other section puts an uploaded image into `content`. */
export function isImageSection(section: string): boolean {
  const name = section.toLowerCase();
  return name.includes("image") || name === "stringmaster-pro";
}

export const TITLE_REQUIRED = "Title is required";
export const CONTENT_REQUIRED = "Content is required";

/**
 * Why the API does not require both title and content: many sections carry
 * only one of them (about-heading a title, about-content a text, founder-image
 * only an image), so requiring both would make those sections unsavable. The
 * API refuses only a section left with nothing at all (no title, content or
 * image), and then answers with the section form's own two messages.
 */
export function missingContentErrors(fields: Partial<Pick<ContentSection, "title" | "content" | "imageUrl">>): Record<string, string> | null {
  const filled = (value: string | null | undefined) => value != null && value.trim() !== "";
  if (filled(fields.title) || filled(fields.content) || filled(fields.imageUrl)) return null;
  return { title: TITLE_REQUIRED, content: CONTENT_REQUIRED };
}

const fields = {
  section: requiredText("Section is required", 100).regex(
    /^[a-z0-9][a-z0-9_-]*$/,
    "Section may contain only lowercase letters, digits, dashes and underscores",
  ),
  title: optionalText(500),
  content: optionalText(20_000),
  imageUrl: optionalImageUrl(),
  founderName: optionalText(1000),
  founderTitle: optionalText(1000),
  visible: visibleFlag(),
};

// The generic section form calls the title "heading".
const aliases = { heading: "title" };

export const contentSectionCreateSchema = withAlias(
  z.object({ ...fields, visible: fields.visible.default(true) }, OBJECT_BODY).superRefine((section, context) => {
    for (const [path, message] of Object.entries(missingContentErrors(section) ?? {})) {
      context.addIssue({ code: "custom", path: [path], message });
    }
  }),
  aliases,
);

/** PUT is a partial update: only the fields sent change. */
export const contentSectionUpdateSchema = withAlias(z.object(fields, OBJECT_BODY).partial(), aliases);

export type NewContentSection = z.output<typeof contentSectionCreateSchema>;
export type ContentSectionPatch = z.output<typeof contentSectionUpdateSchema>;
