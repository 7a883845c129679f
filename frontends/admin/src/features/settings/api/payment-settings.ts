/** @module `/api/payment-settings`: GET, POST, PUT and DELETE of a service's payment link. */
import type { PaymentSetting } from "@stringing/core/content/payment-setting";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, fetchJson, sendJson } from "@stringing/ui/api-request";

export type PaymentSettingRow = Omit<PaymentSetting, "updatedAt"> & { updatedAt?: string };

const PATH = "/api/payment-settings";
export const PAYMENT_SETTINGS_QUERY_KEY = [PATH] as const;

export const getPaymentSettings = (signal?: AbortSignal) => fetchJson<PaymentSettingRow[]>(PATH, signal ? { signal } : {});

export const savePaymentSetting = ({ id, serviceName, paymentLink }: { id?: number | undefined; serviceName: string; paymentLink: string }) =>
  id === undefined
    ? sendJson<PaymentSettingRow>("POST", PATH, { serviceName, paymentLink })
    : sendJson<PaymentSettingRow>("PUT", `${PATH}/${id}`, { serviceName, paymentLink });

export const deletePaymentSetting = async (id: number) => {
  await apiRequest("DELETE", `${PATH}/${id}`);
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
