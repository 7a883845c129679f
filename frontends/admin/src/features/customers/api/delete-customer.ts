/** @module DELETE /api/customers/{id}. Their orders stay (unlinked). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { invalidateCustomers } from "./customer-keys.ts";

export const deleteCustomer = (id: number) => sendJson<{ message: string; id: number }>("DELETE", `/api/customers/${id}`);

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCustomer, onSuccess: () => invalidateCustomers(queryClient) });
}
