/** @module `PATCH /api/contacts/{id}` with `{responded}`: marks a message answered (or not); the list is read again after it. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { CONTACTS_PATH } from "./get-contacts.ts";

export const setContactResponded = ({ id, responded }: { id: number; responded: boolean }) =>
  unwrap(api.contacts[":id"].$patch({ param: { id: String(id) }, json: { responded } }));

export function useSetContactResponded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setContactResponded,
    // Not awaited: the caller's toast comes with the answer, before the list moves the message to another filter.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [CONTACTS_PATH] });
    },
  });
}
