/** @module `POST /api/config/mailjet` with `{apiKey, apiSecret, senderEmail}` (Configure Email Service). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { EmailServiceConfig } from "@stringing/core/marketing/email-service-config";
import { invalidateMailStatus } from "../../../shared/marketing/api/get-marketing-status.ts";

export const configureMailjet = (config: EmailServiceConfig) => unwrap(api.config.mailjet.$post({ json: config }));

export function useConfigureMailjet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: configureMailjet,
    onSuccess: () => {
      void invalidateMailStatus(queryClient);
      void queryClient.invalidateQueries({ queryKey: ["/api/config/mailjet"] });
    },
  });
}
