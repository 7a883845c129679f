import type { Subscriber } from "../subscriber.ts";
import { queueOrderMailOnce } from "./queue-order-mail-once.ts";

/** The customer hears that the head came in when the order becomes `in_progress`, whatever moved it there. */
export const headReceivedMail: Subscriber = async (event, effects) => {
  if (event.type === "order.status_changed" && event.to === "in_progress") {
    await queueOrderMailOnce(effects, event.orderId, "head-received");
  }
};
