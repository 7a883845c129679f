import { queueChargeProposedMail } from "../../mail/order-mail-triggers.ts";
import type { Subscriber } from "../subscriber.ts";

/** The player hears of extra work proposed on their order, once per charge, with the status page link to answer it. */
export const chargeProposedMail: Subscriber = async (event, effects) => {
  if (event.type === "charge.proposed") await queueChargeProposedMail(effects, event.orderId, event.chargeId);
};
