/** @module POST /api/inventory/bulk-update: add, subtract or set the quantity of a whole category. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, unwrap } from "@stringing/ui/api-client";
import { invalidateInventory } from "./inventory-keys.ts";

export type BulkUpdate = InferRequestType<(typeof api.inventory)["bulk-update"]["$post"]>["json"];

export const bulkUpdateInventory = (update: BulkUpdate) => unwrap(api.inventory["bulk-update"].$post({ json: update }));

export function useBulkUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkUpdateInventory, onSuccess: () => invalidateInventory(queryClient) });
}
