/** @module POST /api/inventory/batch-import: CSV text; all lines or none (a 400 names the bad line). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateInventory } from "./inventory-keys.ts";

export const batchImportInventory = (csvData: string) => unwrap(api.inventory["batch-import"].$post({ json: { csvData } }));

export function useBatchImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchImportInventory, onSuccess: () => invalidateInventory(queryClient) });
}
