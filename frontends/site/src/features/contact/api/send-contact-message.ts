/** @module `POST /api/contacts` (public spec §7): `{name: first + " " + last, email, message}`. */
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";

export const CONTACTS_PATH = "/api/contacts";

export interface ContactMessagePayload {
  name: string;
  email: string;
  message: string;
  /** The honeypot, only when something filled it. */
  website?: string;
}

export const sendContactMessage = (payload: ContactMessagePayload) => sendJson<unknown>("POST", CONTACTS_PATH, payload);

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
