/** @module POST /api/inventory: Quick Add. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateInventory } from "./inventory-keys.ts";

export const createInventoryItem = (item: NewInventoryItem) => unwrap(api.inventory.$post({ json: item }));

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
