/**
 * Which provider carries the mail (docs/rules/mail.md, Providers): Mailjet
 * once its settings are saved in the admin, else Resend when the server has
 * RESEND_API_KEY, else `.eml` files under $DATA_DIR/mail. MAIL_PROVIDER=file
 * makes the files count as a configured service (campaigns allowed) for
 * development and tests, and wins over Resend, until Mailjet is saved.
 */
import type { EmailServiceConfig } from "../marketing/email-service-config.ts";
import type { MailSettings } from "../ports/mail-settings.port.ts";
import type { Mailer } from "../ports/mailer.port.ts";

export const MAIL_PROVIDERS = ["mailjet", "resend", "file"] as const;
export type MailProviderName = (typeof MAIL_PROVIDERS)[number];

export type MailProviderChoice = {
  provider: MailProviderName;
  /** A real service is set up (or MAIL_PROVIDER=file says files count as one): campaigns may be sent. */
  configured: boolean;
};

/** The rule, on its own: what is saved and what the environment says. */
export function chooseMailProvider(input: { mailjetSaved: boolean; resendApiKey: boolean; fileForced: boolean }): MailProviderChoice {
  if (input.mailjetSaved) return { provider: "mailjet", configured: true };
  if (input.fileForced) return { provider: "file", configured: true };
  if (input.resendApiKey) return { provider: "resend", configured: true };
  return { provider: "file", configured: false };
}

/** The sender of the built-in mailer while nothing names one. */
export const LOCAL_SENDER_EMAIL = "no-reply@localhost";

/** The providers the server was started with (api/src/config.ts builds them). */
export type MailEnvironment = {
  /** Resend with RESEND_API_KEY, and the address it sends from; null without the key. */
  resend: { mailer: Mailer; senderEmail: string } | null;
  /** The `.eml` files, always there. */
  file: { mailer: Mailer; senderEmail: string };
  /** MAIL_PROVIDER=file. */
  fileForced: boolean;
};

export type ActiveMail = MailProviderChoice & {
  mailer: Mailer;
  senderEmail: string;
  /** Where messages for the owner go: the address saved in Settings, else the sender address. */
  ownerEmail: string;
  /** The owner address saved in Settings, or null. */
  savedOwnerEmail: string | null;
};

export type ActiveMailDeps = {
  settings: MailSettings;
  /** Mailjet for the saved credentials. */
  mailerFor: (config: EmailServiceConfig) => Mailer;
  environment: MailEnvironment;
};

/** The provider in use right now, its mailer, and the sender and owner addresses. Read anew each time: a saved setting applies at once. */
export const resolveActiveMail = (deps: ActiveMailDeps) => async (): Promise<ActiveMail> => {
  const [mailjet, savedOwnerEmail] = await Promise.all([deps.settings.get("campaigns"), deps.settings.getOwnerEmail()]);
  const { resend, file, fileForced } = deps.environment;
  const choice = chooseMailProvider({ mailjetSaved: mailjet !== null, resendApiKey: resend !== null, fileForced });
  const { mailer, senderEmail } =
    choice.provider === "mailjet" && mailjet
      ? { mailer: deps.mailerFor(mailjet), senderEmail: mailjet.senderEmail }
      : choice.provider === "resend" && resend
        ? resend
        : file;
  return { ...choice, mailer, senderEmail, ownerEmail: savedOwnerEmail ?? senderEmail, savedOwnerEmail };
};

/**
 * Why the owner's notices (new orders, contact messages) may never be read:
 * they would go to a local address, to a no-reply sender, or to the sender
 * because no owner address is saved. Null when an owner address is saved
 * and looks deliverable.
 */
export type OwnerEmailConcern = "localhost" | "no-reply" | "unset" | null;

export function ownerEmailConcern(savedOwnerEmail: string | null, effectiveOwnerEmail: string): OwnerEmailConcern {
  const [local = "", domain = ""] = effectiveOwnerEmail.toLowerCase().split("@");
  if (domain === "localhost" || /\.(localhost|local|invalid|test)$/.test(domain)) return "localhost";
  if (/^(no-?reply|do-?not-?reply)\b/.test(local)) return "no-reply";
  return savedOwnerEmail === null ? "unset" : null;
}

/**
 * What the admin is shown, the one answer both Settings and Marketing read
 * (`GET /api/config/mail`, `GET /api/marketing/status`): never a key or a
 * secret. The sender only once a service is configured (as before).
 */
export type MailDeliveryStatus = MailProviderChoice & {
  senderEmail: string | null;
  ownerEmail: string | null;
  effectiveOwnerEmail: string;
  ownerEmailConcern: OwnerEmailConcern;
};

export const mailDeliveryStatus = (active: ActiveMail): MailDeliveryStatus => ({
  provider: active.provider,
  configured: active.configured,
  senderEmail: active.configured ? active.senderEmail : null,
  ownerEmail: active.savedOwnerEmail,
  effectiveOwnerEmail: active.ownerEmail,
  ownerEmailConcern: ownerEmailConcern(active.savedOwnerEmail, active.ownerEmail),
});
