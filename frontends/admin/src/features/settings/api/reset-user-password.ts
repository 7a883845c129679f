/** @module `POST /api/users/{id}/password`: another user's new random password, to show once; their sessions end. */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";

export const resetUserPassword = (id: number) => unwrap(api.users[":id"].password.$post({ param: { id: String(id) } }));

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
