/** @module POST /api/customers: Add New Customer. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import type { CustomerPayload } from "../customer-form.ts";
import { invalidateCustomers } from "./customer-keys.ts";

export const createCustomer = (customer: CustomerPayload) => unwrap(api.customers.$post({ json: customer }));

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCustomer, onSuccess: () => invalidateCustomers(queryClient) });
}
