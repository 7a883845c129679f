import { describe, expect, it } from "vitest";
import { isWithdrawnService, offeredPaymentSettings, orphanedPaymentSettings, paymentSettingOf } from "./offered-services.ts";

const services = [{ name: "Mesh Pocket", visible: true }, { name: "Traditional Pocket", visible: false }, { name: "Pro Custom Stringing" }];
const setting = (serviceName: string) => ({ serviceName, paymentLink: `https://pay.example/${serviceName}` });

describe("offered services", () => {
  it("withdraws a name that only hidden services carry, ignoring case and spaces", () => {
    expect(isWithdrawnService(services, "Traditional Pocket")).toBe(true);
    expect(isWithdrawnService(services, " traditional pocket ")).toBe(true);
  });

  it("keeps visible services, services with no flag and names no service carries", () => {
    expect(isWithdrawnService(services, "Mesh Pocket")).toBe(false);
    expect(isWithdrawnService(services, "Pro Custom Stringing")).toBe(false);
    expect(isWithdrawnService(services, "Legacy Link")).toBe(false);
    expect(isWithdrawnService([...services, { name: "traditional pocket", visible: true }], "Traditional Pocket")).toBe(false);
  });

  it("offers the payment settings of visible services and of names with no service, in order", () => {
    const settings = [setting("Legacy Link"), setting("Traditional Pocket"), setting("Mesh Pocket")];
    expect(offeredPaymentSettings(settings, services).map((s) => s.serviceName)).toEqual(["Legacy Link", "Mesh Pocket"]);
  });

  it("finds a service's payment setting, and the settings no service has", () => {
    const settings = [setting("mesh pocket "), setting("Legacy Link"), setting("Mesh Pocket")];
    expect(paymentSettingOf(settings, "Mesh Pocket")).toBe(settings[2]);
    expect(paymentSettingOf(settings.slice(0, 2), "Mesh Pocket")).toBe(settings[0]);
    expect(paymentSettingOf(settings, "Traditional Pocket")).toBeUndefined();
    expect(orphanedPaymentSettings(settings, services).map((s) => s.serviceName)).toEqual(["Legacy Link"]);
  });
});
