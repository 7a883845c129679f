import { byAdmin } from "../events/changed-by.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { OrderEvent } from "./order-event.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";

export type AddOrderNoteInput = { id: number; text: string; actor: string };

/** POST /api/orders/{id}/notes: the owner's words on the timeline (plain text, already validated). */
export const addOrderNote =
  (deps: { updates: OrderUpdates }) =>
  (input: AddOrderNoteInput): Promise<Result<OrderEvent>> =>
    deps.updates.inTransaction(async (unit) => {
      if (!(await unit.lockOrder(input.id))) return err(notFound("Order"));
      const note = await unit.appendEvent(input.id, { type: "note", actor: input.actor, data: { text: input.text } });
      unit.record({ type: "order.note_added", orderId: input.id, ...byAdmin(input.actor), text: input.text });
      return ok(note);
    });
