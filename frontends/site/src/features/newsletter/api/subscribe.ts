/** @module `POST /api/subscribers` (public spec §7): the newsletter signup, `{email}` (and the honeypot, when something filled it). */
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";

export const SUBSCRIBERS_PATH = "/api/subscribers";

export interface Signup {
  email: string;
  website?: string;
}

export const subscribe = (signup: Signup) => sendJson<unknown>("POST", SUBSCRIBERS_PATH, signup);

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
