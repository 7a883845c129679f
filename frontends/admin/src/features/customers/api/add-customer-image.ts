/** @module POST /api/customers/{id}/images: a pocket image by URL or as a data URL. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_POCKET_IMAGE_TITLE } from "@stringing/core/customers/pocket-image";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateCustomers } from "./customer-keys.ts";

export const addCustomerImage = ({ id, imageUrl, title = DEFAULT_POCKET_IMAGE_TITLE }: { id: number; imageUrl: string; title?: string }) =>
  unwrap(api.customers[":id"].images.$post({ param: { id: String(id) }, json: { imageUrl, title } }));

export function useAddCustomerImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCustomerImage, onSuccess: () => invalidateCustomers(queryClient) });
}
