import type { Charge } from "../orders/charges/charge.ts";
import type { ChargeSteps } from "../orders/charges/charges.port.ts";

export const copyCharges = (charges: readonly Charge[]): Charge[] => charges.map((charge) => ({ ...charge }));

/** The charge steps on a transaction's draft; transactions here run one at a time, which is the order's lock. */
export function inMemoryChargeSteps(charges: Charge[], nextId: () => number, now: () => Date): ChargeSteps {
  return {
    chargesOf: async (orderId) => copyCharges(charges.filter((charge) => charge.orderId === orderId).sort((a, b) => a.id - b.id)),
    insertCharge: async (orderId, { description, amount }) => {
      const charge: Charge = { id: nextId(), orderId, description, amount, status: "proposed", createdAt: now(), decidedAt: null };
      charges.push(charge);
      return { ...charge };
    },
    setChargeStatus: async (orderId, chargeId, status) => {
      const charge = charges.find((candidate) => candidate.id === chargeId && candidate.orderId === orderId);
      if (!charge) return null;
      Object.assign(charge, { status, decidedAt: now() });
      return { ...charge };
    },
  };
}

/** The batched read over committed rows. */
export function chargesOfOrders(charges: readonly Charge[], orderIds: readonly number[]): Map<number, Charge[]> {
  const wanted = new Set(orderIds);
  const byOrder = new Map<number, Charge[]>();
  for (const charge of [...charges].sort((a, b) => a.id - b.id)) {
    if (!wanted.has(charge.orderId)) continue;
    byOrder.set(charge.orderId, [...(byOrder.get(charge.orderId) ?? []), { ...charge }]);
  }
  return byOrder;
}
