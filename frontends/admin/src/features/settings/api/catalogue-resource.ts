/**
 * @module What every site-content list shares
 * (docs/rules/content.md): the list (admins see hidden items too), add, a full edit, the
 * visibility switch (a partial update of `{visible}` alone) and, where
 * offered, delete; each with its cache key and invalidation. Each resource
 * file passes its own typed-client calls, so the items and bodies are the
 * routes' types.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export interface CatalogueItem {
  id: number;
  visible: boolean;
}

/** One list's requests, made with the typed client. */
export interface CatalogueCalls<Item extends CatalogueItem, NewItem> {
  list: (signal?: AbortSignal) => Promise<Item[]>;
  create: (body: NewItem) => Promise<Item>;
  update: (id: number, body: NewItem) => Promise<Item>;
  setVisible: (id: number, visible: boolean) => Promise<Item>;
  remove?: (id: number) => Promise<unknown>;
}

export type SaveInput<NewItem> = { id?: number | undefined; body: NewItem };

/** One list's query and requests; the hooks below take it as their argument. */
export function catalogueResource<Item extends CatalogueItem, NewItem>(path: string, calls: CatalogueCalls<Item, NewItem>) {
  const listQuery = queryOptions({ queryKey: [path], queryFn: ({ signal }) => calls.list(signal) });
  return {
    path,
    listQuery,
    queryKey: listQuery.queryKey,
    list: calls.list,
    save: ({ id, body }: SaveInput<NewItem>) => (id === undefined ? calls.create(body) : calls.update(id, body)),
    setVisible: ({ id, visible }: { id: number; visible: boolean }) => calls.setVisible(id, visible),
    remove: async (id: number) => {
      if (!calls.remove) throw new Error(`${path} items cannot be deleted`);
      await calls.remove(id);
    },
  };
}

export type CatalogueResource<Item extends CatalogueItem, NewItem> = ReturnType<typeof catalogueResource<Item, NewItem>>;

function useInvalidateCatalogue(resource: { queryKey: readonly unknown[] }) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: resource.queryKey });
}

export function useCatalogueList<Item extends CatalogueItem, NewItem>(resource: CatalogueResource<Item, NewItem>) {
  return useQuery(resource.listQuery);
}

export function useSaveCatalogueItem<Item extends CatalogueItem, NewItem>(resource: CatalogueResource<Item, NewItem>) {
  const invalidate = useInvalidateCatalogue(resource);
  return useMutation({ mutationFn: resource.save, onSuccess: invalidate });
}

export function useSetCatalogueItemVisible<Item extends CatalogueItem, NewItem>(resource: CatalogueResource<Item, NewItem>) {
  const invalidate = useInvalidateCatalogue(resource);
  return useMutation({ mutationFn: resource.setVisible, onSettled: invalidate });
}

export function useRemoveCatalogueItem<Item extends CatalogueItem, NewItem>(resource: CatalogueResource<Item, NewItem>) {
  const invalidate = useInvalidateCatalogue(resource);
  return useMutation({ mutationFn: resource.remove, onSuccess: invalidate });
}
