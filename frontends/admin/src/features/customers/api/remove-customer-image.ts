/** @module POST /api/customers/{id}/remove-image. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { Customer } from "../customer.ts";
import { invalidateCustomers } from "./customer-keys.ts";

export const removeCustomerImage = ({ id, imageUrl }: { id: number; imageUrl: string }) =>
  sendJson<Customer>("POST", `/api/customers/${id}/remove-image`, { imageUrl });

export function useRemoveCustomerImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCustomerImage, onSuccess: () => invalidateCustomers(queryClient) });
}
