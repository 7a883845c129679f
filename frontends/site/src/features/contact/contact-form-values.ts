/**
 * @module The contact form's check (docs/rules/public-site.md, Contact): first and last name
 * required, a valid e-mail, a message of at least 10 characters,
 * with those messages (core's, where core has them).
 */
import "@stringing/ui/zod-without-eval";
import { z } from "zod";
import { contactMessageSchema } from "@stringing/core/marketing/contact-message";
import { ORDER_FORM_MESSAGES } from "@stringing/core/orders/order-form";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import type { ContactMessagePayload } from "./api/send-contact-message.ts";

import type { ContactErrors, ContactFormValues } from "./contact-form-state.ts";

const contactFormSchema = z.object({
  firstName: z.string().trim().min(1, ORDER_FORM_MESSAGES.firstName),
  lastName: z.string().trim().min(1, ORDER_FORM_MESSAGES.lastName),
  email: contactMessageSchema.shape.email,
  message: contactMessageSchema.shape.message,
});

export function checkContactForm(values: ContactFormValues): { ok: true; payload: ContactMessagePayload } | { ok: false; errors: ContactErrors } {
  const result = contactFormSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: firstIssuePerField(result.error) };
  const { firstName, lastName, email, message } = result.data;
  return { ok: true, payload: { name: `${firstName} ${lastName}`, email, message } };
}
