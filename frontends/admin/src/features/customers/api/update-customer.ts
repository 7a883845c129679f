/** @module PATCH /api/customers/{id}: saves the detail dialog's fields. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { Customer } from "../customer.ts";
import type { CustomerPayload } from "../customer-form.ts";
import { invalidateCustomers } from "./customer-keys.ts";

export const updateCustomer = ({ id, patch }: { id: number; patch: Partial<CustomerPayload> }) =>
  sendJson<Customer>("PATCH", `/api/customers/${id}`, patch);

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCustomer, onSuccess: () => invalidateCustomers(queryClient) });
}
