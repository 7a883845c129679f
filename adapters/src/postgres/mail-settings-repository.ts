import { eq } from "drizzle-orm";
import type { EmailServiceConfig } from "@stringing/core/marketing/email-service-config";
import type { MailPurpose, MailSettings } from "@stringing/core/ports/mail-settings.port";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { appSettings } from "./schema/index.ts";

/** The app_settings key of each configuration. */
export const MAIL_SETTING_KEYS: Record<MailPurpose, string> = { campaigns: "mailjet", "contact-form": "contact-email" };

/** The app_settings key of the owner's address, stored as `{ email }`. */
export const OWNER_EMAIL_KEY = "owner-email";

type StoredConfig = {
  apiKey: string;
  senderEmail: string;
  /** Sealed by SecretBox, never plaintext. */
  apiSecret: string;
};

const isStoredConfig = (value: unknown): value is StoredConfig =>
  !!value &&
  typeof value === "object" &&
  ["apiKey", "senderEmail", "apiSecret"].every((field) => typeof (value as Record<string, unknown>)[field] === "string");

/** Mail configurations in app_settings, the API secret encrypted at rest. */
export class PostgresMailSettings implements MailSettings {
  constructor(
    private readonly db: Executor,
    private readonly secrets: SecretBox,
  ) {}

  async get(purpose: MailPurpose): Promise<EmailServiceConfig | null> {
    const key = MAIL_SETTING_KEYS[purpose];
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    if (!row || !isStoredConfig(row.value)) return null;
    const { apiKey, senderEmail, apiSecret } = row.value;
    try {
      return { apiKey, senderEmail, apiSecret: await this.secrets.decrypt(apiSecret, key) };
    } catch {
      // Sealed under another key (APP_SECRET_KEY changed, secret.key lost): unusable until saved again.
      console.warn(`[mail-settings] The stored "${key}" secret cannot be decrypted with the current key; configure it again.`);
      return null;
    }
  }

  async save(purpose: MailPurpose, config: EmailServiceConfig): Promise<void> {
    const key = MAIL_SETTING_KEYS[purpose];
    const value: StoredConfig = {
      apiKey: config.apiKey,
      senderEmail: config.senderEmail,
      apiSecret: await this.secrets.encrypt(config.apiSecret, key),
    };
    await this.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  }

  async getOwnerEmail(): Promise<string | null> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, OWNER_EMAIL_KEY));
    const email = (row?.value as { email?: unknown } | undefined)?.email;
    return typeof email === "string" && email !== "" ? email : null;
  }

  async saveOwnerEmail(email: string | null): Promise<void> {
    if (email === null) {
      await this.db.delete(appSettings).where(eq(appSettings.key, OWNER_EMAIL_KEY));
      return;
    }
    const value = { email };
    await this.db
      .insert(appSettings)
      .values({ key: OWNER_EMAIL_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  }
}

translateStorageErrorsOf(PostgresMailSettings);
