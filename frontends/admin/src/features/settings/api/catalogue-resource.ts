/**
 * @module What every site-content list shares (admin spec §7 "Site
 * content"): the list (admins see hidden items too), add, a full edit, the
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

export function catalogueResource<Item extends CatalogueItem, NewItem>(path: string, calls: CatalogueCalls<Item, NewItem>) {
  const listQuery = queryOptions({ queryKey: [path], queryFn: ({ signal }) => calls.list(signal) });
  const save = ({ id, body }: SaveInput<NewItem>) => (id === undefined ? calls.create(body) : calls.update(id, body));
  const setVisible = ({ id, visible }: { id: number; visible: boolean }) => calls.setVisible(id, visible);
  const remove = async (id: number) => {
    if (!calls.remove) throw new Error(`${path} items cannot be deleted`);
    await calls.remove(id);
  };

  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
  };

  return {
    path,
    queryKey: listQuery.queryKey,
    list: calls.list,
    save,
    setVisible,
    remove,
    useList: () => useQuery(listQuery),
    useSave: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: save, onSuccess: invalidate });
    },
    useSetVisible: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: setVisible, onSettled: invalidate });
    },
    useRemove: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: remove, onSuccess: invalidate });
    },
  };
}

export type CatalogueResource<Item extends CatalogueItem, NewItem> = ReturnType<typeof catalogueResource<Item, NewItem>>;
