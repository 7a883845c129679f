/** @module `DELETE /api/users/{id}`: removes a user (never yourself, never the last admin). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { USERS_PATH } from "./users.ts";

export const removeUser = (id: number) => unwrap(api.users[":id"].$delete({ param: { id: String(id) } }));

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeUser, onSettled: () => queryClient.invalidateQueries({ queryKey: [USERS_PATH] }) });
}
