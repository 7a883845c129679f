/**
 * @module `/api/content` (admin): GET every section (hidden ones too), POST a
 * new section, PUT a partial update (`{visible}` for the switch). A card
 * whose section has no row yet creates it on save.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchJson, sendJson } from "@stringing/ui/api-request";
import type { ContentSection } from "@stringing/core/content/content-section";

export type ContentSectionRow = Omit<ContentSection, "updatedAt"> & { updatedAt: string };

export interface ContentSectionFields {
  title?: string | null;
  content?: string | null;
  imageUrl?: string | null;
  founderName?: string | null;
  founderTitle?: string | null;
  visible?: boolean;
}

export const CONTENT_QUERY_KEY = ["/api/content"] as const;

export const getContentSections = (signal?: AbortSignal) => fetchJson<ContentSectionRow[]>("/api/content", signal ? { signal } : {});

/** PUT when the row exists, else POST it under its section name. */
export const saveContentSection = ({ id, section, fields }: { id?: number | undefined; section: string; fields: ContentSectionFields }) =>
  id === undefined
    ? sendJson<ContentSectionRow>("POST", "/api/content", { section, ...fields })
    : sendJson<ContentSectionRow>("PUT", `/api/content/${id}`, fields);

export const setContentSectionVisible = ({ id, visible }: { id: number; visible: boolean }) =>
  sendJson<ContentSectionRow>("PUT", `/api/content/${id}`, { visible });

export const useContentSections = () => useQuery({ queryKey: CONTENT_QUERY_KEY, queryFn: ({ signal }) => getContentSections(signal) });

function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/content") });
}

export function useSaveContentSection() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: saveContentSection, onSuccess: invalidate });
}

export function useSetContentSectionVisible() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: setContentSectionVisible, onSettled: invalidate });
}
