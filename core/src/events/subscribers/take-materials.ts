import { materialsFor } from "../../inventory/materials/materials-for.ts";
import { crossedLowStock } from "../../inventory/materials/stock-take.ts";
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
    const takes = (await effects.takeMaterials({ orderId: event.orderId, needed, actor: event.actor })) ?? [];
    // One notice per crossing: a take that leaves an item already low does not cross again (stock-take.ts).
    const crossed = takes.filter((moved) => crossedLowStock(moved.before, moved.after, moved.threshold));
    if (!crossed.length) return;
    const ids = effects.jobs.newJobIds(crossed.length);
    await effects.jobs.enqueueAll(
      "low-stock-mail",
      crossed.map((moved, index) => ({
        crossing: ids[index]!,
        itemId: moved.itemId,
        name: moved.name,
        quantity: moved.after,
        threshold: moved.threshold,
        orderId: event.orderId,
        siteOrigin: effects.siteOrigin,
      })),
      { ids },
    );
  } else if (event.to === "cancelled") {
    await effects.returnMaterials(event.orderId, event.actor);
  }
};
