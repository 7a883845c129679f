import type { ChangeAuthor } from "../events/changed-by.ts";
import type { OrderChangePlan } from "./change-order.ts";
import type { Order } from "./order.ts";
import type { PocketDetails, Shooter } from "./pocket-details.ts";

const sameShooter = (a: Shooter, b: Shooter): boolean => a.style === b.style && a.material === b.material && a.color === b.color;

/** Whether two pockets say the same thing, part by part (shooters in order, top to bottom). */
export function samePocket(a: PocketDetails, b: PocketDetails): boolean {
  return (
    a.sidewallColor === b.sidewallColor &&
    a.topStringColor === b.topStringColor &&
    a.channel === b.channel &&
    a.whip === b.whip &&
    a.meshBrand === b.meshBrand &&
    a.diamonds === b.diamonds &&
    a.shooters.length === b.shooters.length &&
    a.shooters.every((shooter, index) => sameShooter(shooter, b.shooters[index]!))
  );
}

/**
 * The stringer completes the pocket in detail (docs/rules/orders.md, The
 * pocket in detail; PATCH /api/orders/{id} with `pocket`): the whole pocket
 * replaces the stored one, with `pocket_changed` on the timeline carrying
 * both (`from`, `to`), so an edit can be read back and undone by hand, and
 * `order.pocket_changed` recorded (the activity log's row). The same pocket
 * again changes nothing and writes nothing.
 */
export function pocketChangePlan(order: Order, to: PocketDetails, author: ChangeAuthor): OrderChangePlan {
  if (samePocket(order.pocket, to)) return { changes: {}, events: [], record: [] };
  return {
    changes: { pocket: to },
    events: [{ type: "pocket_changed", actor: author.actor, data: { from: order.pocket, to } }],
    record: [{ type: "order.pocket_changed", orderId: order.id, ...author, from: order.pocket, to }],
  };
}
