/**
 * Which services can be ordered (issue 16: services live in one place).
 * The order form offers the payment settings; a setting whose name belongs
 * only to services the owner hid is withdrawn, from the form and from the
 * intake alike. A setting naming no service at all is still offered: owners
 * who named their links before services existed keep a working form.
 */
export type ListedService = { name: string; visible?: boolean | undefined };

export const SERVICE_NOT_OFFERED = "This service is not offered at the moment";

const loose = (value: string) => value.trim().toLowerCase();

/** True when every service of that name (ignoring case and spaces) is hidden, and there is one. */
export function isWithdrawnService(services: readonly ListedService[], name: string): boolean {
  const named = services.filter((service) => loose(service.name) === loose(name));
  return named.length > 0 && named.every((service) => service.visible === false);
}

/** The payment settings the order form offers, in their order. */
export function offeredPaymentSettings<T extends { serviceName: string }>(settings: readonly T[], services: readonly ListedService[]): T[] {
  return settings.filter((setting) => !isWithdrawnService(services, setting.serviceName));
}

/** The payment setting of a service: its exact name first, else one differing only in case or spaces. */
export function paymentSettingOf<T extends { serviceName: string }>(settings: readonly T[], serviceName: string): T | undefined {
  return settings.find((setting) => setting.serviceName === serviceName) ?? settings.find((setting) => loose(setting.serviceName) === loose(serviceName));
}

/** Payment settings whose name is no service's: kept and editable for compatibility. */
export function orphanedPaymentSettings<T extends { serviceName: string }>(settings: readonly T[], services: readonly ListedService[]): T[] {
  return settings.filter((setting) => !services.some((service) => loose(service.name) === loose(setting.serviceName)));
}
