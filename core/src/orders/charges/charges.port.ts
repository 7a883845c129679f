import type { Charge, ChargeStatus, NewCharge } from "./charge.ts";

/**
 * A charge's steps inside an order change's transaction (the order store's,
 * core/src/ports/order-updates.port.ts), so a charge and its timeline event
 * commit together. Decisions are taken under the order's lock (`lockOrder`
 * first): two answers to one charge, or a withdraw racing an approval, run
 * one after the other and the second sees the first.
 */
export interface ChargeSteps {
  /** The order's charges, oldest first, as this transaction sees them. */
  chargesOf(orderId: number): Promise<Charge[]>;
  insertCharge(orderId: number, charge: NewCharge): Promise<Charge>;
  /** Sets a charge of that order to its decided status, decided now; null when the order has no such charge. */
  setChargeStatus(orderId: number, chargeId: number, status: ChargeStatus): Promise<Charge | null>;
}

/** The reads that show charges beside orders. */
export interface ChargesRepository {
  /** The charges of each order named, oldest first, in one read; an order without charges is absent. */
  ofOrders(orderIds: readonly number[]): Promise<Map<number, Charge[]>>;
}
