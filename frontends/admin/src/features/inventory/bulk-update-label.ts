/** @module The bulk update's submit button names the operation and how many items it will touch. */
import type { BulkOperation } from "@stringing/core/inventory/bulk-update";

const VERBS: Record<BulkOperation, string> = { add: "Add to", subtract: "Subtract from", set: "Set quantity for" };

/** "Set quantity for 3 items"; without a count yet (no category, or still loading) the plain "Update Items". */
export function bulkUpdateLabel(operation: BulkOperation, count: number | undefined): string {
  if (count === undefined) return "Update Items";
  return `${VERBS[operation]} ${count} ${count === 1 ? "item" : "items"}`;
}
