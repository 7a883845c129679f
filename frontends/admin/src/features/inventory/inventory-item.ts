/** @module An inventory item and its history entry as the API sends them (the typed client's answers; dates are ISO strings). */
import type { Answer, api } from "@stringing/ui/api-client";

export type InventoryItem = Answer<typeof api.inventory.$get>[number];

export type InventoryHistoryEntry = Answer<(typeof api.inventory)[":id"]["history"]["$get"]>[number];
