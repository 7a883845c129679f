import { contactAddressLines } from "../content/contact-info.ts";
import { defaultContentSections } from "../content/site-defaults.ts";
import type { MailProviderName, OwnerEmailConcern } from "../mail/mail-delivery.ts";
import { isPlaceholderPaymentLink } from "../orders/payment-link.ts";

/** The shop's setup steps, in the order the dashboard lists them (issue 32, item 1). */
export const SETUP_ITEM_KEYS = ["shop-address", "owner-email", "public-url", "service-prices", "payment-links", "mail-provider", "shipping-origin"] as const;

export type SetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

export type SetupItem = { key: SetupItemKey; done: boolean };

/** What the checklist reads, each from the store or setting that the owner fixes it in. */
export type SetupFacts = {
  contactInfo: { founderName: string | null } | null;
  ownerEmailConcern: OwnerEmailConcern;
  fromPublicUrl: boolean;
  services: readonly { price: number; visible?: boolean | undefined }[];
  paymentLinks: readonly string[];
  mailProvider: MailProviderName;
  shipFrom: unknown;
};

const seededAddress = contactAddressLines(defaultContentSections.find((section) => section.section === "contact-info")?.founderName).join("|");

/**
 * Which setup steps are done. The seeded values count as not done: the
 * sample address, a shown service with no price ("Contact for pricing"),
 * a placeholder payment link, mail written to files.
 */
export function setupChecklist(facts: SetupFacts): SetupItem[] {
  const address = contactAddressLines(facts.contactInfo?.founderName);
  const shown = facts.services.filter((service) => service.visible !== false);
  const done: Record<SetupItemKey, boolean> = {
    "shop-address": address.length > 0 && address.join("|") !== seededAddress,
    "owner-email": facts.ownerEmailConcern === null,
    "public-url": facts.fromPublicUrl,
    "service-prices": shown.length > 0 && shown.every((service) => Number.isSafeInteger(service.price) && service.price > 0),
    "payment-links": !facts.paymentLinks.some(isPlaceholderPaymentLink),
    "mail-provider": facts.mailProvider !== "file",
    "shipping-origin": facts.shipFrom != null,
  };
  return SETUP_ITEM_KEYS.map((key) => ({ key, done: done[key] }));
}
