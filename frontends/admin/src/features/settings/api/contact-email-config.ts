/**
 * @module `GET/POST /api/config/contact-email`: the e-mail provider used to
 * deliver contact-form messages. Answers `{configured, senderEmail}`, never
 * the key or the secret.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmailServiceConfig } from "@stringing/core/marketing/email-service-config";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

const PATH = "/api/config/contact-email";
export const CONTACT_EMAIL_QUERY_KEY = [PATH] as const;

export const getContactEmailConfig = (signal?: AbortSignal) => unwrap(api.config["contact-email"].$get(undefined, withSignal(signal)));
export const saveContactEmailConfig = (config: EmailServiceConfig) => unwrap(api.config["contact-email"].$post({ json: config }));

export const useContactEmailConfig = () => useQuery({ queryKey: CONTACT_EMAIL_QUERY_KEY, queryFn: ({ signal }) => getContactEmailConfig(signal) });

export function useSaveContactEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContactEmailConfig, onSuccess: (status) => queryClient.setQueryData(CONTACT_EMAIL_QUERY_KEY, status) });
}
