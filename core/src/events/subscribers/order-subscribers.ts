import type { Subscriber } from "../subscriber.ts";
import { orderActivity } from "./order-activity.ts";
import { orderMailSubscribers } from "./order-mail-subscribers.ts";
import { takeMaterials } from "./take-materials.ts";

/** Everything an order change's events cause, in this order: the materials off the shelf, the customer's mails, then the admin's activity row. */
export const orderSubscribers: readonly Subscriber[] = [takeMaterials, ...orderMailSubscribers, orderActivity];
