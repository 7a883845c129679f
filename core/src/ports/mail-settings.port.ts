import type { EmailServiceConfig } from "../marketing/email-service-config.ts";

/** Which configuration: campaigns (Configure Email Service) or contact-form delivery. */
export type MailPurpose = "campaigns" | "contact-form";

/**
 * Stored e-mail provider configurations. Implementations keep the secret
 * encrypted at rest; it leaves this port only to build a mailer.
 */
export interface MailSettings {
  get(purpose: MailPurpose): Promise<EmailServiceConfig | null>;
  save(purpose: MailPurpose, config: EmailServiceConfig): Promise<void>;
  /** Where the owner's notifications go (Settings); null when none is saved (the sender address is used). */
  getOwnerEmail(): Promise<string | null>;
  /** Saves the owner address, or forgets it with null. */
  saveOwnerEmail(email: string | null): Promise<void>;
}
