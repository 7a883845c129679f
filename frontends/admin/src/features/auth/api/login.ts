/**
 * @module `POST /api/login` with `{username, password}` (admin spec §7).
 * The user it returns becomes the session query's data.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { SessionUser } from "../session-user.ts";
import { USER_QUERY_KEY } from "./get-user.ts";

export interface LoginCredentials {
  username: string;
  password: string;
}

export const login = (credentials: LoginCredentials): Promise<SessionUser> =>
  sendJson<SessionUser>("POST", "/api/login", credentials);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
