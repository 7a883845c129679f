/**
 * @module `POST /api/user/password`: the signed-in admin's new password,
 * with the current one. The answer's cookie carries this browser on; every
 * other session of theirs ends.
 */
import { useMutation } from "@tanstack/react-query";
import { api, type JsonBody, unwrap } from "@stringing/ui/api-client";

export const changeOwnPassword = (json: JsonBody<typeof api.user.password.$post>) => unwrap(api.user.password.$post({ json }));

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
