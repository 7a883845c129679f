/** @module POST /api/inventory/bulk-update: add, subtract or set the quantity of a whole category. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import type { BulkUpdate } from "@stringing/core/inventory/bulk-update";
import { invalidateInventory } from "./inventory-keys.ts";

export const bulkUpdateInventory = (update: BulkUpdate) => sendJson<{ count: number }>("POST", "/api/inventory/bulk-update", update);

export function useBulkUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateInventory, onSuccess: () => invalidateInventory(queryClient) });
}
