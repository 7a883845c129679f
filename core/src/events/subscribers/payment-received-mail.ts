import type { Subscriber } from "../subscriber.ts";
import { queueOrderMailOnce } from "./queue-order-mail-once.ts";

/** The customer hears that the order is paid when its payment becomes `paid` (by hand, a provider, or a price its payment now covers). */
export const paymentReceivedMail: Subscriber = async (event, effects) => {
  if (event.type === "payment.recorded" && event.to === "paid" && event.from !== "paid") {
    await queueOrderMailOnce(effects, event.orderId, "payment-received");
  }
};
