/**
 * @module What the "low-stock-mail" job does: the owner's notice that an
 * order's take brought an item to its low-stock threshold (docs/rules/inventory.md,
 * Materials off the shelf), sent at most once per crossing (the delivery
 * record of its key, as the owner's other notices, decision record 0014).
 * A provider failure throws MailNotDelivered, so the queue retries.
 */
import type { AppJobs } from "../../jobs/app-jobs.ts";
import type { MailJobOutcome } from "../../mail/deliver-order-mail.ts";
import { sendOwnerNotice } from "../../mail/send-owner-notice.ts";
import type { ActiveMail } from "../../mail/mail-delivery.ts";
import type { MailDeliveries } from "../../ports/mail-deliveries.port.ts";
import type { MailLog } from "../../ports/mail-log.port.ts";

export const LOW_STOCK_TEMPLATE = "low-stock";

export type SendLowStockMailDeps = { activeMail: () => Promise<ActiveMail>; mailLog: MailLog; deliveries: MailDeliveries };

/** The mail itself: what ran low, how many are left, which order took the last ones, where to restock. */
export function composeLowStockMail(payload: AppJobs["low-stock-mail"]): { subject: string; text: string } {
  const left = payload.quantity === 0 ? "out of stock" : `${payload.quantity} left`;
  return {
    subject: `Low stock: ${payload.name} (${left})`,
    text: [
      `${payload.name} is ${left} (low-stock threshold ${payload.threshold}) after order #${payload.orderId} took its materials.`,
      "",
      `Restock it in the inventory: ${payload.siteOrigin}/admin/inventory`,
    ].join("\n"),
  };
}

export const sendLowStockMail =
  (deps: SendLowStockMailDeps) =>
  async (payload: AppJobs["low-stock-mail"]): Promise<MailJobOutcome> => {
    const key = `${LOW_STOCK_TEMPLATE}:${payload.crossing}`;
    if ((await deps.deliveries.find(key))?.status === "sent") return "already_sent";
    const mail = composeLowStockMail(payload);
    const active = await deps.activeMail();
    const to = active.ownerEmail;
    return sendOwnerNotice(deps, active, { key, template: LOW_STOCK_TEMPLATE, to, mail });
  };
