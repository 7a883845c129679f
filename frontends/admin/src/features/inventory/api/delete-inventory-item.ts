/** @module DELETE /api/inventory/{id}. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateInventory } from "./inventory-keys.ts";

export const deleteInventoryItem = (id: number) => unwrap(api.inventory[":id"].$delete({ param: { id: String(id) } }));

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
