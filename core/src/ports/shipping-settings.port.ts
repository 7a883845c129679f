import type { Parcel } from "./carrier.port.ts";
import type { ShipFrom } from "../shipping/shipping-settings-input.ts";

/**
 * The shipping set-up saved in Settings: the Shippo key (kept encrypted at
 * rest; it leaves this port only to build the carrier), the business's
 * ship-from address, its parcel, and the secret token of the tracking
 * webhook's URL.
 */
export interface ShippingSettings {
  /** The saved Shippo API key, or null (none saved, or sealed under a lost key). */
  shippoKey(): Promise<string | null>;
  /** Saves the key, or forgets it with null. */
  saveShippoKey(key: string | null): Promise<void>;
  shipFrom(): Promise<ShipFrom | null>;
  saveShipFrom(address: ShipFrom | null): Promise<void>;
  parcel(): Promise<Parcel | null>;
  saveParcel(parcel: Parcel | null): Promise<void>;
  /** The webhook URL's token: drawn (at least 128 random bits) on first use and kept; every caller, on every instance, gets the same. */
  webhookToken(): Promise<string>;
}
