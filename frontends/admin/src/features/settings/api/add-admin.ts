/** @module `POST /api/users`: adds an admin; the answer carries their generated password, to show once. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, type JsonBody, unwrap } from "@stringing/ui/api-client";
import { USERS_PATH } from "./users.ts";

export const addAdmin = (json: JsonBody<typeof api.users.$post>) => unwrap(api.users.$post({ json }));

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addAdmin, onSettled: () => queryClient.invalidateQueries({ queryKey: [USERS_PATH] }) });
}
