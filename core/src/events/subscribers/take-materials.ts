import { materialsFor } from "../../inventory/materials/materials-for.ts";
import type { Subscriber } from "../subscriber.ts";

/**
 * Materials off the shelf (docs/rules/inventory.md): an order that becomes
 * in progress takes what its rules say, in the status change's own
 * transaction; the store takes once (a take not put back stays the only
 * one), and a cancellation puts it back.
 */
export const takeMaterials: Subscriber = async (event, effects) => {
  if (event.type !== "order.status_changed") return;
  if (event.to === "in_progress") {
    const order = await effects.order(event.orderId);
    if (!order) return;
    const needed = materialsFor(order, await effects.materialRules());
    await effects.takeMaterials({ orderId: event.orderId, needed, actor: event.actor });
  } else if (event.to === "cancelled") {
    await effects.returnMaterials(event.orderId, event.actor);
  }
};
