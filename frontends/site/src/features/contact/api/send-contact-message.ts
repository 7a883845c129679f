/** @module `POST /api/contacts` (docs/rules/public-site.md, Contact): `{name: first + " " + last, email, message}`. */
import { useMutation } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@stringing/ui/api-client";

export const CONTACTS_PATH = "/api/contacts";

/** The message, and the honeypot (`website`) only when something filled it. */
export type ContactMessagePayload = InferRequestType<typeof api.contacts.$post>["json"];

export const sendContactMessage = (payload: ContactMessagePayload) => unwrap(api.contacts.$post({ json: payload }));

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
