/** @module POST /api/customers: Add New Customer. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { Customer } from "../customer.ts";
import type { CustomerPayload } from "../customer-form.ts";
import { invalidateCustomers } from "./customer-keys.ts";

export const createCustomer = (customer: CustomerPayload) => sendJson<Customer>("POST", "/api/customers", customer);

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCustomer, onSuccess: () => invalidateCustomers(queryClient) });
}
