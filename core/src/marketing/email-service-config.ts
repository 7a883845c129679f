import { z } from "zod";
import { emailAddress } from "./email-address.ts";

/** Credentials of the e-mail provider (Mailjet) and the address mail is sent from. */
export type EmailServiceConfig = { apiKey: string; apiSecret: string; senderEmail: string };

/** What the admin is shown about a configuration: never the key or the secret. */
export type EmailServiceStatus = { configured: boolean; senderEmail: string | null };

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, message);

/** Configure Email Service (campaigns). */
export const emailServiceConfigSchema = z.object({
  apiKey: required("API Key is required"),
  apiSecret: required("API Secret is required"),
  senderEmail: emailAddress("Please enter a valid email address"),
});

const MISSING = "Missing credentials";

/** Email Configuration for contact-form delivery: same fields, but any empty one is "Missing credentials". */
export const contactEmailConfigSchema = z.object({
  apiKey: required(MISSING),
  apiSecret: required(MISSING),
  senderEmail: z.string({ error: MISSING }).trim().min(1, MISSING).pipe(emailAddress("Please enter a valid email address")),
});

export const emailServiceStatus = (config: EmailServiceConfig | null): EmailServiceStatus => ({
  configured: config !== null,
  senderEmail: config?.senderEmail ?? null,
});
