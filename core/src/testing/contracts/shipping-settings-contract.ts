import { describe, expect, it } from "vitest";
import type { ShippingSettings } from "../../ports/shipping-settings.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const shipFrom = {
  name: "StringMaster Pro",
  street1: "123 Lacrosse Lane",
  street2: undefined,
  city: "Baltimore",
  state: "MD",
  zip: "21201",
  country: "US",
  phone: "410-555-0100",
  email: undefined,
};

/** The shipping settings port (decision 0017), run against the in-memory fake and Postgres alike. */
export function shippingSettingsContract(open: FreshFactory<ShippingSettings>): void {
  describe("shipping settings port contract", () => {
    const settings = useFresh(open);

    it("starts empty", async () => {
      expect(await settings().shippoKey()).toBeNull();
      expect(await settings().shipFrom()).toBeNull();
      expect(await settings().parcel()).toBeNull();
    });

    it("keeps a Shippo key, replaces it and forgets it", async () => {
      await settings().saveShippoKey("shippo_test_one");
      await settings().saveShippoKey("shippo_test_two");
      expect(await settings().shippoKey()).toBe("shippo_test_two");
      await settings().saveShippoKey(null);
      expect(await settings().shippoKey()).toBeNull();
    });

    it("keeps the ship-from address and the parcel, and forgets each on its own", async () => {
      await settings().saveShipFrom(shipFrom);
      await settings().saveParcel({ lengthIn: 20, widthIn: 9.5, heightIn: 3, weightLb: 1.5 });
      expect(await settings().shipFrom()).toMatchObject({ name: "StringMaster Pro", street1: "123 Lacrosse Lane", zip: "21201", phone: "410-555-0100" });
      expect(await settings().parcel()).toEqual({ lengthIn: 20, widthIn: 9.5, heightIn: 3, weightLb: 1.5 });
      await settings().saveParcel(null);
      expect(await settings().parcel()).toBeNull();
      expect(await settings().shipFrom()).not.toBeNull();
      await settings().saveShipFrom(null);
      expect(await settings().shipFrom()).toBeNull();
    });

    it("draws one webhook token, at least 128 bits, and gives every caller the same, even at once", async () => {
      const tokens = await Promise.all([settings().webhookToken(), settings().webhookToken(), settings().webhookToken()]);
      expect(new Set(tokens).size).toBe(1);
      expect(tokens[0]).toMatch(/^[0-9a-f]{32,}$/);
      expect(await settings().webhookToken()).toBe(tokens[0]);
    });
  });
}
