/**
 * @module `GET /api/content/section/:name` (public spec §7): one named
 * content section. A failure gives `null` (logged); each feature decides
 * what its defaults are. One query per section, so the contact section and
 * the footer share a single contact-info request.
 */
import { useQuery } from "@tanstack/react-query";
import { api, withSignal } from "@stringing/ui/api-client";
import { defaultContentSections } from "@stringing/core/content/site-defaults";
import { readOrDefault, text } from "./read-or-default.ts";

export interface SectionContent {
  title: string | null;
  content: string | null;
  imageUrl: string | null;
  founderName: string | null;
  founderTitle: string | null;
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
  };
}

export const getContentSection = (name: string, signal?: AbortSignal): Promise<SectionContent | null> =>
  readOrDefault<SectionContent | null>(
    sectionPath(name),
    () => api.content.section[":section"].$get({ param: { section: encodeURIComponent(name) } }, withSignal(signal)),
    null,
    toSectionContent,
    signal,
  );

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
  };
}

/** Each field from the answer when it is set, else from the defaults. */
export function withDefaults(answer: SectionContent | null | undefined, defaults: SectionContent): SectionContent {
  return {
    title: answer?.title ?? defaults.title,
    content: answer?.content ?? defaults.content,
    imageUrl: answer?.imageUrl ?? defaults.imageUrl,
    founderName: answer?.founderName ?? defaults.founderName,
    founderTitle: answer?.founderTitle ?? defaults.founderTitle,
  };
}
