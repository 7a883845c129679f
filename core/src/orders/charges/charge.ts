/**
 * @module Extra work on an order (docs/rules/payments.md, Extra work): the
 * owner proposes a charge, the player approves or declines it once from the
 * status page, and the owner may withdraw it while it is still proposed.
 * Only approved charges are owed (../balance-due.ts).
 */
import { z } from "zod";
import { conflict, type DomainError } from "../../shared/errors.ts";
import { err, ok, type Result } from "../../shared/result.ts";
import type { OrderEventType } from "../order-event.ts";

export const CHARGE_STATUSES = ["proposed", "approved", "declined", "withdrawn"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
/** Where a proposed charge ends: answered by the player or taken back by the owner, for good. */
export type SettledStatus = Exclude<ChargeStatus, "proposed">;

export type Charge = { id: number; orderId: number; description: string; amount: number; status: ChargeStatus; createdAt: Date; decidedAt: Date | null };

/** What every order answer carries for each charge. */
export type ChargeView = Pick<Charge, "id" | "description" | "amount" | "status">;

export const chargeView = (charge: Pick<Charge, "id" | "description" | "amount" | "status">): ChargeView => ({
  id: charge.id,
  description: charge.description,
  amount: charge.amount,
  status: charge.status,
});

export const DESCRIPTION_REQUIRED = "Description is required";
export const DESCRIPTION_TOO_LONG = "Description must be at most 200 characters";
export const CHARGE_AMOUNT_MESSAGE = "Amount must be a whole number of cents from 1 to 100000";

/** Body of POST /api/orders/{id}/charges: what the work is and what it costs, in cents. */
export const newChargeSchema = z.object({
  description: z.string({ error: DESCRIPTION_REQUIRED }).trim().min(1, DESCRIPTION_REQUIRED).max(200, DESCRIPTION_TOO_LONG),
  amount: z.number({ error: CHARGE_AMOUNT_MESSAGE }).int(CHARGE_AMOUNT_MESSAGE).min(1, CHARGE_AMOUNT_MESSAGE).max(100_000, CHARGE_AMOUNT_MESSAGE),
});
export type NewCharge = z.output<typeof newChargeSchema>;

export type ChargeDecision = "approve" | "decline";

const DECIDED_STATUS: Record<ChargeDecision, SettledStatus> = { approve: "approved", decline: "declined" };

/** The timeline event each change writes. */
export const CHARGE_EVENT: Record<ChargeStatus, OrderEventType> = {
  proposed: "charge_proposed",
  approved: "charge_approved",
  declined: "charge_declined",
  withdrawn: "charge_withdrawn",
};

const alreadyMessage = (status: ChargeStatus): string =>
  status === "withdrawn" ? "This charge was withdrawn by the workshop" : `This charge was already ${status}`;

/** The player's answer: once only, and only to a charge still proposed (a second decision, or one on a withdrawn charge, is a conflict). */
export function decisionOn(charge: Pick<Charge, "status">, decision: ChargeDecision): Result<SettledStatus, DomainError> {
  if (charge.status !== "proposed") return err(conflict(alreadyMessage(charge.status)));
  return ok(DECIDED_STATUS[decision]);
}

/** The owner takes a charge back: only while the player has not answered. */
export function withdrawalOf(charge: Pick<Charge, "status">): Result<SettledStatus, DomainError> {
  if (charge.status !== "proposed") return err(conflict(alreadyMessage(charge.status)));
  return ok("withdrawn");
}
