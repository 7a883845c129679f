/**
 * @module `/api/content` (admin): GET every section (hidden ones too), PUT a
 * partial update (`{visible}` for the switch), and PUT /sections: the
 * changed sections of one editor card in one request and one transaction
 * (a section that has no row yet is created by it).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export type ContentSectionRow = Answer<typeof api.content.$get>[number];

/** The fields a card sets on a section; absent ones stay as they are, null clears one. */
export type ContentSectionFields = Partial<Pick<ContentSectionRow, "title" | "content" | "imageUrl" | "founderName" | "founderTitle" | "visible">>;

export interface SectionChange {
  section: string;
  fields: ContentSectionFields;
}

export const CONTENT_QUERY_KEY = ["/api/content"] as const;

export const getContentSections = (signal?: AbortSignal) => unwrap(api.content.$get({ query: {} }, withSignal(signal)));

/** Saves every change or none: one request, one transaction. */
export const saveContentSections = (changes: readonly SectionChange[]) =>
  unwrap(api.content.sections.$put({ json: { sections: changes.map(({ section, fields }) => ({ section, ...fields })) } }));

export const setContentSectionVisible = ({ id, visible }: { id: number; visible: boolean }) =>
  unwrap(api.content[":id"].$put({ param: { id: String(id) }, json: { visible } }));

export const useContentSections = () => useQuery({ queryKey: CONTENT_QUERY_KEY, queryFn: ({ signal }) => getContentSections(signal) });

function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/content") });
}

/** Nothing changed, nothing sent. A failed save is refreshed too, so the cards show what is stored. */
export function useSaveContentSections() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: async (changes: readonly SectionChange[]) => (changes.length === 0 ? [] : saveContentSections(changes)),
    onSettled: invalidate,
  });
}

export function useSetContentSectionVisible() {
  const invalidate = useInvalidateContent();
  return useMutation({ mutationFn: setContentSectionVisible, onSettled: invalidate });
}
