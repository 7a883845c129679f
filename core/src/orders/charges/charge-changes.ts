/**
 * @module The use cases of extra work (docs/rules/payments.md, Extra work):
 * the owner proposes and withdraws, the player approves or declines through
 * the status page link. Each runs under the order's lock, writes its
 * timeline event and records its domain event in the same transaction, so
 * two answers at once, or a withdraw racing an approval, leave one outcome.
 */
import { byAdmin, byCustomer, type ChangeAuthor } from "../../events/changed-by.ts";
import type { DomainEvent } from "../../events/domain-event.ts";
import { paymentRecorded } from "../../events/payment-recorded.ts";
import type { OrderRepository } from "../../ports/order-repository.port.ts";
import type { OrderUpdates, OrderUpdateUnit } from "../../ports/order-updates.port.ts";
import { type DomainError, notFound } from "../../shared/errors.ts";
import { err, ok, type Result } from "../../shared/result.ts";
import { balanceDue } from "../balance-due.ts";
import type { Order } from "../order.ts";
import type { NewOrderEvent } from "../order-event.ts";
import { isTrackingToken } from "../tracking-token.ts";
import { CHARGE_EVENT, type Charge, type ChargeDecision, type ChargeStatus, decisionOn, type NewCharge, type SettledStatus, withdrawalOf } from "./charge.ts";

const CHARGE_NOT_FOUND = notFound("Charge");

export type ProposeChargeInput = { orderId: number; charge: NewCharge; actor: string; siteOrigin?: string | undefined };

/** POST /api/orders/{id}/charges: the charge, proposed; its mail to the player is queued by the `charge.proposed` subscriber. */
export const proposeCharge =
  (deps: { updates: OrderUpdates }) =>
  (input: ProposeChargeInput): Promise<Result<Charge>> =>
    deps.updates.inTransaction(
      async (unit) => {
        if (!(await unit.lockOrder(input.orderId))) return err(notFound("Order"));
        const charge = await unit.insertCharge(input.orderId, input.charge);
        await unit.appendEvent(input.orderId, chargeEvent("proposed", charge, input.actor));
        unit.record({ type: "charge.proposed", orderId: input.orderId, ...byAdmin(input.actor), ...chargeFacts(charge) });
        return ok(charge);
      },
      { siteOrigin: input.siteOrigin },
    );

export type WithdrawChargeInput = { orderId: number; chargeId: number; actor: string };

/** POST /api/orders/{id}/charges/{chargeId}/withdraw: only while the player has not answered (409 after). */
export const withdrawCharge =
  (deps: { updates: OrderUpdates }) =>
  (input: WithdrawChargeInput): Promise<Result<Charge>> =>
    deps.updates.inTransaction(async (unit) => {
      const order = await unit.lockOrder(input.orderId);
      if (!order) return err(notFound("Order"));
      return settle(unit, order, input.chargeId, withdrawalOf, byAdmin(input.actor));
    });

export type AnswerChargeInput = { token: string; chargeId: number; decision: ChargeDecision };

/**
 * POST /api/track/{token}/charges/{chargeId}/approve|decline: the player's
 * answer, once. The token names the order; a charge of another order is as
 * unknown as a wrong token. An approval on an order already paid leaves it
 * `partially_paid`, so the status page asks for the rest.
 */
export const answerCharge =
  (deps: { updates: OrderUpdates; orders: Pick<OrderRepository, "findByTrackingToken"> }) =>
  async (input: AnswerChargeInput): Promise<Result<Charge>> => {
    if (!isTrackingToken(input.token)) return err(notFound("Order"));
    const found = await deps.orders.findByTrackingToken(input.token);
    if (!found) return err(notFound("Order"));
    return deps.updates.inTransaction(async (unit) => {
      const order = await unit.lockOrder(found.id);
      if (!order) return err(notFound("Order"));
      return settle(unit, order, input.chargeId, (charge) => decisionOn(charge, input.decision), byCustomer());
    });
  };

/** Under the order's lock: the charge read as the last change left it, the rule applied, the status stored with its events. */
async function settle(
  unit: OrderUpdateUnit,
  order: Order,
  chargeId: number,
  rule: (charge: Charge) => Result<SettledStatus, DomainError>,
  author: ChangeAuthor,
): Promise<Result<Charge>> {
  const charges = await unit.chargesOf(order.id);
  const charge = charges.find((candidate) => candidate.id === chargeId);
  if (!charge) return err(CHARGE_NOT_FOUND);
  const next = rule(charge);
  if (!next.ok) return next;
  const settled = await unit.setChargeStatus(order.id, chargeId, next.value);
  if (!settled) return err(CHARGE_NOT_FOUND);
  await unit.appendEvent(order.id, chargeEvent(next.value, settled, author.actor));
  const events: DomainEvent[] = [{ type: SETTLED_EVENT[next.value], orderId: order.id, ...author, ...chargeFacts(settled) }];
  const after = charges.map((candidate) => (candidate.id === chargeId ? settled : candidate));
  if (order.paymentStatus === "paid" && balanceDue(order, after) > 0) {
    await unit.updateOrder(order.id, { paymentStatus: "partially_paid" });
    await unit.appendEvent(order.id, {
      type: "payment_changed",
      actor: author.actor,
      data: { from: "paid", to: "partially_paid", amountPaid: order.amountPaid, chargeId },
    });
    events.push(paymentRecorded(order, { paymentStatus: "partially_paid" }, author));
  }
  unit.record(...events);
  return ok(settled);
}

/** The domain event of a charge leaving `proposed`. */
const SETTLED_EVENT = {
  approved: "charge.approved",
  declined: "charge.declined",
  withdrawn: "charge.withdrawn",
} as const satisfies Record<SettledStatus, DomainEvent["type"]>;

const chargeFacts = (charge: Charge) => ({ chargeId: charge.id, description: charge.description, amount: charge.amount });

const chargeEvent = (status: ChargeStatus, charge: Charge, actor: string): NewOrderEvent => ({ type: CHARGE_EVENT[status], actor, data: chargeFacts(charge) });
