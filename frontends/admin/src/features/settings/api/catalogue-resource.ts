/**
 * @module The calls every site-content list shares (admin spec §7 "Site
 * content"): GET the list (admins see hidden items too), POST a new item,
 * PUT a partial update (a visibility switch sends only `{visible}`) and,
 * where offered, DELETE. Each resource file binds these to its path.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchJson, sendJson } from "@stringing/ui/api-request";

export interface CatalogueItem {
  id: number;
  visible: boolean;
}

export type SaveInput<Body> = { id?: number | undefined; body: Body };

export function catalogueResource<Item extends CatalogueItem, Body extends object>(path: string) {
  const queryKey = [path] as const;
  const list = (signal?: AbortSignal) => fetchJson<Item[]>(path, signal ? { signal } : {});
  const save = ({ id, body }: SaveInput<Body>) =>
    id === undefined ? sendJson<Item>("POST", path, body) : sendJson<Item>("PUT", `${path}/${id}`, body);
  const setVisible = ({ id, visible }: { id: number; visible: boolean }) => sendJson<Item>("PUT", `${path}/${id}`, { visible });
  const remove = async (id: number) => {
    await apiRequest("DELETE", `${path}/${id}`);
  };

  const useInvalidate = () => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey });
  };

  return {
    path,
    queryKey,
    list,
    save,
    setVisible,
    remove,
    useList: () => useQuery({ queryKey, queryFn: ({ signal }) => list(signal) }),
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

export type CatalogueResource<Item extends CatalogueItem, Body extends object> = ReturnType<typeof catalogueResource<Item, Body>>;
