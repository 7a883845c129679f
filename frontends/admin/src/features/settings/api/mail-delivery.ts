/**
 * @module `GET/POST /api/config/mail`: which mail provider is in use
 * (Mailjet, Resend or the `.eml` files), its sender, and the owner's
 * address for notifications (saved, and the one in use).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { MARKETING_STATUS_QUERY_KEY } from "../../../shared/marketing/api/get-marketing-status.ts";

export const MAIL_DELIVERY_QUERY_KEY = ["/api/config/mail"] as const;

export const getMailDelivery = (signal?: AbortSignal) => unwrap(api.config.mail.$get(undefined, withSignal(signal)));
export const saveOwnerEmail = (ownerEmail: string | null) => unwrap(api.config.mail.$post({ json: { ownerEmail } }));

export const useMailDelivery = () => useQuery({ queryKey: MAIL_DELIVERY_QUERY_KEY, queryFn: ({ signal }) => getMailDelivery(signal) });

export function useSaveOwnerEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnerEmail,
    onSuccess: (status) => {
      queryClient.setQueryData(MAIL_DELIVERY_QUERY_KEY, status);
      // Marketing reads the same answer under its own key.
      void queryClient.invalidateQueries({ queryKey: MARKETING_STATUS_QUERY_KEY });
    },
  });
}
