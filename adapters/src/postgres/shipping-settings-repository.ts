import { eq } from "drizzle-orm";
import type { Parcel } from "@stringing/core/ports/carrier.port";
import type { ShippingSettings } from "@stringing/core/ports/shipping-settings.port";
import { isParcel, shipFromSchema, type ShipFrom } from "@stringing/core/shipping/shipping-settings-input";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { appSettings } from "./schema/index.ts";

/** The app_settings keys of the shipping set-up. */
export const SHIPPING_SETTING_KEYS = { shippoKey: "shippo", shipFrom: "ship-from", parcel: "parcel", webhookToken: "shippo-webhook-token" } as const;

const randomToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("hex");

/**
 * The shipping set-up in app_settings: the Shippo key and the webhook token
 * sealed by SecretBox (as the Mailjet secret), the address and parcel as JSON.
 */
export class PostgresShippingSettings implements ShippingSettings {
  constructor(
    private readonly db: Executor,
    private readonly secrets: SecretBox,
  ) {}

  private async read(key: string): Promise<unknown> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    return row?.value ?? null;
  }

  private async write(key: string, value: unknown | null): Promise<void> {
    if (value === null) {
      await this.db.delete(appSettings).where(eq(appSettings.key, key));
      return;
    }
    await this.db
      .insert(appSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
  }

  private async unseal(key: string): Promise<string | null> {
    const stored = (await this.read(key)) as { sealed?: unknown } | null;
    if (typeof stored?.sealed !== "string") return null;
    try {
      return await this.secrets.decrypt(stored.sealed, key);
    } catch {
      console.warn(`[shipping-settings] The stored "${key}" cannot be decrypted with the current key; save it again.`);
      return null;
    }
  }

  shippoKey() {
    return this.unseal(SHIPPING_SETTING_KEYS.shippoKey);
  }

  async saveShippoKey(key: string | null) {
    const name = SHIPPING_SETTING_KEYS.shippoKey;
    await this.write(name, key === null ? null : { sealed: await this.secrets.encrypt(key, name) });
  }

  async shipFrom(): Promise<ShipFrom | null> {
    const parsed = shipFromSchema.safeParse(await this.read(SHIPPING_SETTING_KEYS.shipFrom));
    return parsed.success ? parsed.data : null;
  }

  async saveShipFrom(address: ShipFrom | null) {
    await this.write(SHIPPING_SETTING_KEYS.shipFrom, address === null ? null : JSON.parse(JSON.stringify(address)));
  }

  async parcel(): Promise<Parcel | null> {
    const value = await this.read(SHIPPING_SETTING_KEYS.parcel);
    return isParcel(value) ? { lengthIn: value.lengthIn, widthIn: value.widthIn, heightIn: value.heightIn, weightLb: value.weightLb } : null;
  }

  async saveParcel(parcel: Parcel | null) {
    await this.write(SHIPPING_SETTING_KEYS.parcel, parcel);
  }

  /** Insert-if-absent, then read: two instances drawing at once keep the first one's token. */
  async webhookToken(): Promise<string> {
    const name = SHIPPING_SETTING_KEYS.webhookToken;
    const existing = await this.unseal(name);
    if (existing) return existing;
    const value = { sealed: await this.secrets.encrypt(randomToken(), name) };
    const inserted = await this.db.insert(appSettings).values({ key: name, value }).onConflictDoNothing().returning({ key: appSettings.key });
    if (!inserted.length) {
      const kept = await this.unseal(name);
      if (kept) return kept;
      // Sealed under a lost key: draw a new one (the webhook must be registered again).
      await this.write(name, value);
    }
    return (await this.unseal(name))!;
  }
}

translateStorageErrorsOf(PostgresShippingSettings);
