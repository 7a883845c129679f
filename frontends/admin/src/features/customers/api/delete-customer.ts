/** @module DELETE /api/customers/{id}. Their orders stay (unlinked). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateCustomers } from "./customer-keys.ts";

export const deleteCustomer = (id: number) => unwrap(api.customers[":id"].$delete({ param: { id: String(id) } }));

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCustomer, onSuccess: () => invalidateCustomers(queryClient) });
}
