/**
 * @module The order as the admin screens know it, and how its status reads.
 * The type is the order endpoints' answer, from the typed client: the core
 * entity as JSON plus `details` read from its additionalRequests.
 */
import { ORDER_STATUSES } from "@stringing/core/orders/order-status";
import { ORDER_STATUS_LABELS } from "@stringing/core/orders/order-status-labels";
import type { Answer, api } from "@stringing/ui/api-client";

export type Order = Answer<(typeof api.orders)[":id"]["$get"]>;

// The activity log words statuses with the same labels, so they live in core.
export { ORDER_STATUS_LABELS, orderStatusLabel } from "@stringing/core/orders/order-status-labels";

/** The statuses as select options, in the order of docs/rules/orders.md, Statuses. */
export const ORDER_STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));
