import { z } from "zod";
import { OBJECT_BODY, requiredHttpUrl, requiredText } from "./field-rules.ts";

/** One payment link per service type; the order form's service choices come from these. */
export type PaymentSetting = {
  id: number;
  serviceName: string;
  paymentLink: string;
  updatedAt: Date;
};

export const BOTH_REQUIRED = "Please fill in both service name and payment link";
export const PAYMENT_LINK_INVALID = "Payment link must be a valid http or https URL";

const fields = {
  serviceName: requiredText(BOTH_REQUIRED, 200),
  // Kept as typed so the amount placeholder ([amount], {amount}) survives.
  paymentLink: requiredHttpUrl(BOTH_REQUIRED, PAYMENT_LINK_INVALID),
};

export const paymentSettingCreateSchema = z.object(fields, OBJECT_BODY);
export const paymentSettingUpdateSchema = z.object(fields, OBJECT_BODY).partial();

export type NewPaymentSetting = z.output<typeof paymentSettingCreateSchema>;
export type PaymentSettingPatch = z.output<typeof paymentSettingUpdateSchema>;
