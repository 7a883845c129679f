import { Hono } from "hono";
import {
  paymentSettingCreateSchema,
  paymentSettingUpdateSchema,
  type NewPaymentSetting,
  type PaymentSetting,
  type PaymentSettingPatch,
} from "@stringing/core/content/payment-setting";
import { offeredPaymentSettings, type ListedService } from "@stringing/core/orders/offered-services";
import type { CatalogueRepository } from "@stringing/core/ports/catalogue-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import { pagingQuerySchema } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { viewerIsAdmin } from "./list-options.ts";

/** `services`: every service with its flag, so a hidden one's link is not offered. */
export type PaymentSettingRoutesDeps = {
  paymentSettings: CatalogueRepository<PaymentSetting, NewPaymentSetting, PaymentSettingPatch>;
  services: () => Promise<readonly ListedService[]>;
};

/** What anyone may read: the order form offers these services and follows their links. */
const publicSetting = ({ id, serviceName, paymentLink }: PaymentSetting) => ({ id, serviceName, paymentLink });

/**
 * /api/payment-settings: a public list of id, serviceName, paymentLink of the
 * services the order form offers (not those of hidden services); admins get
 * every whole row, and add, edit and delete.
 */
export const paymentSettingRoutes = (deps: PaymentSettingRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/", validate("query", pagingQuerySchema), async (c) => {
      const settings = await deps.paymentSettings.list({ ...c.req.valid("query"), includeHidden: true });
      if (viewerIsAdmin(c)) return c.json(settings);
      return c.json(offeredPaymentSettings(settings, await deps.services()).map(publicSetting));
    })
    .post("/", requireAdmin, validate("json", paymentSettingCreateSchema), async (c) => {
      const result = await deps.paymentSettings.create(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value, 201);
    })
    .put("/:id", requireAdmin, validate("param", idParamSchema), validate("json", paymentSettingUpdateSchema), async (c) => {
      const result = await deps.paymentSettings.update(c.req.valid("param").id, c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json(result.value);
    })
    .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await deps.paymentSettings.delete(c.req.valid("param").id);
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Payment setting deleted", id: result.value.id });
    });
