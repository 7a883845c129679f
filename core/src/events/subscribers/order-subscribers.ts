import type { Subscriber } from "../subscriber.ts";
import { orderActivity } from "./order-activity.ts";
import { orderMailSubscribers } from "./order-mail-subscribers.ts";

/** Everything an order change's events cause, in this order: the customer's mails, then the admin's activity row. */
export const orderSubscribers: readonly Subscriber[] = [...orderMailSubscribers, orderActivity];
