/** @module POST /api/customers/{id}/remove-image. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateCustomers } from "./customer-keys.ts";

export const removeCustomerImage = ({ id, imageUrl }: { id: number; imageUrl: string }) =>
  unwrap(api.customers[":id"]["remove-image"].$post({ param: { id: String(id) }, json: { imageUrl } }));

export function useRemoveCustomerImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCustomerImage, onSuccess: () => invalidateCustomers(queryClient) });
}
