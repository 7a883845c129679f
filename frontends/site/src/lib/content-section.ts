/**
 * @module `GET /api/content/section/:name` (docs/rules/public-site.md, Reads and defaults): one named
 * content section. A failure gives `null` (logged, except a 404: a section
 * the owner never created is normal); each feature decides what its defaults
 * are. A section the owner hid arrives with `visible: false` and shows
 * nothing, never the defaults (docs/rules/content.md, Saving a section). One query per section, so the
 * contact section and the footer share a single contact-info request.
 */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { ApiError } from "@stringing/ui/api-request";
import { defaultContentSections } from "@stringing/core/content/site-defaults";
import { text } from "./read-or-default.ts";

export interface SectionContent {
  title: string | null;
  content: string | null;
  imageUrl: string | null;
  founderName: string | null;
  founderTitle: string | null;
  /** False when the owner hid the section: the page shows nothing of it (absent means shown). */
  visible?: boolean;
}

export const sectionPath = (name: string): string => `/api/content/section/${encodeURIComponent(name)}`;

export function toSectionContent(data: unknown): SectionContent {
  if (!data || typeof data !== "object") throw new Error("Expected a content section");
  const record = data as Record<string, unknown>;
  return {
    title: text(record.title) ?? null,
    content: text(record.content) ?? null,
    imageUrl: text(record.imageUrl) ?? null,
    founderName: text(record.founderName) ?? null,
    founderTitle: text(record.founderTitle) ?? null,
    visible: record.visible !== false,
  };
}

export async function getContentSection(name: string, signal?: AbortSignal): Promise<SectionContent | null> {
  try {
    return toSectionContent(await unwrap(api.content.section[":section"].$get({ param: { section: encodeURIComponent(name) } }, withSignal(signal))));
  } catch (error) {
    if (signal?.aborted) throw error;
    if (!(error instanceof ApiError && error.status === 404)) console.error(`${sectionPath(name)} unavailable, showing the defaults:`, error);
    return null;
  }
}

export function useContentSection(name: string) {
  return useQuery({ queryKey: [sectionPath(name)], queryFn: ({ signal }) => getContentSection(name, signal) });
}

/** The built-in defaults of a section (core's seeds), field by field. */
export function sectionDefaults(name: string): SectionContent {
  const found = defaultContentSections.find((section) => section.section === name);
  return {
    title: found?.title ?? null,
    content: found?.content ?? null,
    imageUrl: found?.imageUrl ?? null,
    founderName: found?.founderName ?? null,
    founderTitle: found?.founderTitle ?? null,
    visible: true,
  };
}

export const isVisible = (section: SectionContent | null | undefined): section is SectionContent => !!section && section.visible !== false;

/**
 * What the page shows of a section: the answer; the built-in defaults while
 * it loads or when the read failed or found nothing; `null` when the owner
 * hid it.
 */
export function shownSection(answer: SectionContent | null | undefined, name: string): SectionContent | null {
  if (!answer) return sectionDefaults(name);
  return isVisible(answer) ? answer : null;
}

/** Each field from the answer when it is set, else from the defaults. */
export function withDefaults(answer: SectionContent | null | undefined, defaults: SectionContent): SectionContent {
  return {
    visible: answer?.visible ?? defaults.visible ?? true,
    title: answer?.title ?? defaults.title,
    content: answer?.content ?? defaults.content,
    imageUrl: answer?.imageUrl ?? defaults.imageUrl,
    founderName: answer?.founderName ?? defaults.founderName,
    founderTitle: answer?.founderTitle ?? defaults.founderTitle,
  };
}
