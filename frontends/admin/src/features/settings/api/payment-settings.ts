/** @module `/api/payment-settings`: GET, POST, PUT and DELETE of a service's payment link. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

/** What the panel shows of a setting (an admin's list has whole rows, a visitor's these three fields). */
export type PaymentSettingRow = Answer<(typeof api)["payment-settings"]["$get"]>[number];

const PATH = "/api/payment-settings";
export const PAYMENT_SETTINGS_QUERY_KEY = [PATH] as const;

export const getPaymentSettings = (signal?: AbortSignal) => unwrap(api["payment-settings"].$get({ query: {} }, withSignal(signal)));

export const savePaymentSetting = ({ id, serviceName, paymentLink }: { id?: number | undefined; serviceName: string; paymentLink: string }) =>
  id === undefined
    ? unwrap(api["payment-settings"].$post({ json: { serviceName, paymentLink } }))
    : unwrap(api["payment-settings"][":id"].$put({ param: { id: String(id) }, json: { serviceName, paymentLink } }));

export const deletePaymentSetting = async (id: number) => {
  await unwrap(api["payment-settings"][":id"].$delete({ param: { id: String(id) } }));
};

export const usePaymentSettings = () => useQuery({ queryKey: PAYMENT_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getPaymentSettings(signal) });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PAYMENT_SETTINGS_QUERY_KEY });
}

export function useSavePaymentSetting() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: savePaymentSetting, onSuccess: invalidate });
}

export function useDeletePaymentSetting() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deletePaymentSetting, onSuccess: invalidate });
}
