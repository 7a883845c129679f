import { describe } from "vitest";
import { shippingSettingsContract } from "./contracts/shipping-settings-contract.ts";
import { InMemoryShippingSettings } from "./in-memory-shipping-settings.ts";

describe("InMemoryShippingSettings", () => {
  shippingSettingsContract(async () => ({ subject: new InMemoryShippingSettings() }));
});
