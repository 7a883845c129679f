/** @module DELETE /api/inventory/{id}. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { invalidateInventory } from "./inventory-keys.ts";

export const deleteInventoryItem = (id: number) => sendJson<{ message: string; id: number }>("DELETE", `/api/inventory/${id}`);

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
