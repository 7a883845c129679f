/**
 * @module `POST /api/marketing/test-mail`: a short message through the
 * provider in use, to the address given or else the owner's. Answers what
 * happened; a 502 carries the provider's reason as its message.
 */
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";

export const sendTestMail = (to: string | undefined) => unwrap(api.marketing["test-mail"].$post({ json: to ? { to } : {} }));

export const useSendTestMail = () => useMutation({ mutationFn: sendTestMail });
