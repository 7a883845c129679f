/**
 * @module `POST /api/login` with `{username, password}` (docs/rules/admin.md, Login).
 * The user it returns becomes the session query's data.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@stringing/ui/api-client";
import type { SessionUser } from "../session-user.ts";
import { USER_QUERY_KEY } from "./get-user.ts";

export type LoginCredentials = InferRequestType<typeof api.login.$post>["json"];

export const login = (credentials: LoginCredentials): Promise<SessionUser> => unwrap(api.login.$post({ json: credentials }));

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}
