/** @module `POST /api/users/{id}/make-owner`: the owner hands ownership to another admin. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { USERS_PATH } from "./users.ts";

export const makeOwner = (id: number) => unwrap(api.users[":id"]["make-owner"].$post({ param: { id: String(id) } }));

export function useMakeOwner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeOwner, onSettled: () => queryClient.invalidateQueries({ queryKey: [USERS_PATH] }) });
}
