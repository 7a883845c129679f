/**
 * @module GET /api/materials/needs (docs/rules/inventory.md, The needs list):
 * the items to reorder, each with what the pending orders not yet started
 * still need, biggest shortfall first.
 */
import { useQuery } from "@tanstack/react-query";
import { type Answer, api, unwrap, withSignal } from "@stringing/ui/api-client";
import { INVENTORY_KEY } from "./inventory-keys.ts";

export const FETCH_MATERIALS_NEEDS_ERROR = "Failed to fetch the items to reorder";

/** Under the inventory's prefix: a stock change refreshes it with the other inventory reads. */
export const MATERIALS_NEEDS_KEY = [...INVENTORY_KEY, "materials-needs"] as const;

export type MaterialsNeeds = Answer<typeof api.materials.needs.$get>;

export const getMaterialsNeeds = (signal?: AbortSignal) => unwrap(api.materials.needs.$get(undefined, withSignal(signal)));

export const useMaterialsNeeds = () => useQuery({ queryKey: MATERIALS_NEEDS_KEY, queryFn: ({ signal }) => getMaterialsNeeds(signal) });
