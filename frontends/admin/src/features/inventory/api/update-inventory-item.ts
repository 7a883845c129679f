/** @module PATCH /api/inventory/{id}: the edit dialog sends the whole item. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import type { InventoryItem } from "../inventory-item.ts";
import { invalidateInventory } from "./inventory-keys.ts";

export const updateInventoryItem = ({ id, item }: { id: number; item: NewInventoryItem }) =>
  sendJson<InventoryItem>("PATCH", `/api/inventory/${id}`, item);

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
