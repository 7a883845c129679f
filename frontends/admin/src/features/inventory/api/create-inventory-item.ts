/** @module POST /api/inventory: Quick Add. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { NewInventoryItem } from "@stringing/core/inventory/inventory-item";
import type { InventoryItem } from "../inventory-item.ts";
import { invalidateInventory } from "./inventory-keys.ts";

export const createInventoryItem = (item: NewInventoryItem) => sendJson<InventoryItem>("POST", "/api/inventory", item);

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
