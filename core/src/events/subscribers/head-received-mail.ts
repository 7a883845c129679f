import type { Subscriber } from "../subscriber.ts";
import { queueOrderMailOnce } from "./queue-order-mail-once.ts";

/** The customer hears that the head came in, with the promised date, when it is received, however that was said (the receive button, a move to in progress). */
export const headReceivedMail: Subscriber = async (event, effects) => {
  if (event.type === "order.received") await queueOrderMailOnce(effects, event.orderId, "head-received");
};
