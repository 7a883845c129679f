/** @module POST /api/inventory/batch-import: CSV text; all lines or none (a 400 names the bad line). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendJson } from "@stringing/ui/api-request";
import { invalidateInventory } from "./inventory-keys.ts";

export const batchImportInventory = (csvData: string) => sendJson<{ count: number }>("POST", "/api/inventory/batch-import", { csvData });

export function useBatchImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchImportInventory, onSuccess: () => invalidateInventory(queryClient) });
}
