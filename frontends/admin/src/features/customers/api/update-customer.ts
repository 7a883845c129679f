/** @module PATCH /api/customers/{id}: saves the detail dialog's fields. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { CustomerPayload } from "../customer-form.ts";
import { invalidateCustomers } from "./customer-keys.ts";

export const updateCustomer = ({ id, patch }: { id: number; patch: Partial<CustomerPayload> }) =>
  unwrap(api.customers[":id"].$patch({ param: { id: String(id) }, json: patch }));

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCustomer, onSuccess: () => invalidateCustomers(queryClient) });
}
