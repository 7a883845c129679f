import { queueOrderMails } from "../../mail/order-mail-triggers.ts";
import type { OrderMailTemplate } from "../../mail/order-mail-data.ts";
import type { OrderEffects } from "../order-effects.port.ts";

/** Queues the template's mail unless one was queued for the order before (an order that goes back and forth gets each mail once). */
export async function queueOrderMailOnce(effects: OrderEffects, orderId: number, template: OrderMailTemplate): Promise<void> {
  if ((await effects.queuedOrderMails(orderId)).includes(template)) return;
  await queueOrderMails(effects, orderId, [template]);
}
