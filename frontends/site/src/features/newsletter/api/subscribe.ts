/** @module `POST /api/subscribers` (public spec §7): the newsletter signup, `{email}`. */
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";

export const SUBSCRIBERS_PATH = "/api/subscribers";

export const subscribe = (email: string) => sendJson<unknown>("POST", SUBSCRIBERS_PATH, { email });

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
