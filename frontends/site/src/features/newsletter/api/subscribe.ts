/** @module `POST /api/subscribers` (docs/rules/public-site.md, Newsletter): the newsletter signup, `{email}` (and the honeypot, when something filled it). */
import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@stringing/ui/api-client";

export const SUBSCRIBERS_PATH = "/api/subscribers";

export type Signup = InferRequestType<typeof api.subscribers.$post>["json"];

export const subscribe = (signup: Signup) => unwrap(api.subscribers.$post({ json: signup }));

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
