import type { Subscriber } from "../subscriber.ts";
import { queueOrderMailOnce } from "./queue-order-mail-once.ts";

/** The customer gets the tracking number once the order is shipped with one. */
export const shippedMail: Subscriber = async (event, effects) => {
  if (event.type === "order.shipped") await queueOrderMailOnce(effects, event.orderId, "shipped");
};
