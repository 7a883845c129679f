import type { NewPaymentSetting, PaymentSetting, PaymentSettingPatch } from "@stringing/core/content/payment-setting";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { PostgresCatalogueRepository } from "./catalogue-repository.ts";
import type { Executor } from "./db.ts";
import { paymentSettings } from "./schema/index.ts";

export type PaymentSettingRepository = CatalogueRepository<PaymentSetting, NewPaymentSetting, PaymentSettingPatch>;

/** Payment links per service; serviceName is unique, so a clash is a conflict. */
export const paymentSettingRepository = (db: Executor): PaymentSettingRepository =>
  new PostgresCatalogueRepository<typeof paymentSettings, NewPaymentSetting, PaymentSettingPatch>(db, paymentSettings, {
    thing: "Payment setting",
    conflictMessage: "A payment setting for that service already exists",
  });
