/** @module PATCH /api/inventory/{id}: the edit dialog sends the whole item. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateInventory } from "./inventory-keys.ts";

export const updateInventoryItem = ({ id, item }: { id: number; item: NewInventoryItem }) =>
  unwrap(api.inventory[":id"].$patch({ param: { id: String(id) }, json: item }));

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
