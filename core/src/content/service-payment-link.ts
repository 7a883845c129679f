/**
 * A service's payment link is the payment setting named like it (issue 16:
 * services in one place). Renaming the service takes its link along, so the
 * owner's rename does not silently drop the service from the order form.
 */
import { paymentSettingOf } from "../orders/offered-services.ts";
import type { CatalogueRepository } from "../ports/catalogue-repository.port.ts";
import type { NewPaymentSetting, PaymentSetting, PaymentSettingPatch } from "./payment-setting.ts";
import type { NewService, Service, ServicePatch } from "./service.ts";

type Services = CatalogueRepository<Service, NewService, ServicePatch>;
type PaymentSettings = CatalogueRepository<PaymentSetting, NewPaymentSetting, PaymentSettingPatch>;

/**
 * The services repository, whose update also renames the old name's payment
 * setting, unless the new name already has one. Two writes, not one
 * transaction: should the second fail, the link stays under the old name,
 * listed among the other payment links where the owner can still edit it.
 */
export function servicesWithTheirLinks(services: Services, paymentSettings: PaymentSettings): Services {
  return {
    ...services,
    list: (options) => services.list(options),
    findById: (id) => services.findById(id),
    create: (item) => services.create(item),
    delete: (id) => services.delete(id),
    async update(id, patch) {
      const before = patch.name === undefined ? null : await services.findById(id);
      const result = await services.update(id, patch);
      if (!result.ok || !before || before.name === result.value.name) return result;
      const settings = await paymentSettings.list({ includeHidden: true });
      const link = paymentSettingOf(settings, before.name);
      const named = paymentSettingOf(settings, result.value.name);
      if (link && (!named || named === link)) await paymentSettings.update(link.id, { serviceName: result.value.name });
      return result;
    },
  };
}
