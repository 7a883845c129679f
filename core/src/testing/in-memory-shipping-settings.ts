import type { Parcel } from "../ports/carrier.port.ts";
import type { ShippingSettings } from "../ports/shipping-settings.port.ts";
import type { ShipFrom } from "../shipping/shipping-settings-input.ts";

/** The shipping settings in memory; the webhook token is drawn once, as the database keeps one. */
export class InMemoryShippingSettings implements ShippingSettings {
  private key: string | null = null;
  private from: ShipFrom | null = null;
  private box: Parcel | null = null;
  private token: string | null = null;

  async shippoKey() {
    return this.key;
  }
  async saveShippoKey(key: string | null) {
    this.key = key;
  }
  async shipFrom() {
    return this.from ? { ...this.from } : null;
  }
  async saveShipFrom(address: ShipFrom | null) {
    this.from = address ? { ...address } : null;
  }
  async parcel() {
    return this.box ? { ...this.box } : null;
  }
  async saveParcel(parcel: Parcel | null) {
    this.box = parcel ? { ...parcel } : null;
  }
  async webhookToken() {
    this.token ??= Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) => byte.toString(16).padStart(2, "0")).join("");
    return this.token;
  }
}
