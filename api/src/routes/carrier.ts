/**
 * @module The carrier in the back office (admins only), under /api/shipping:
 * the shipping set-up in Settings (the Shippo key, never echoed; the
 * ship-from address; the parcel; the tracking webhook's URL), the rates for
 * an order's label with the cheapest preselected, an order's labels with
 * their last tracking state, and voiding a label.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Order } from "@stringing/core/orders/order";
import type { LabelKind } from "@stringing/core/ports/carrier.port";
import type { OrderRepository, StoredLabel } from "@stringing/core/ports/order-repository.port";
import type { ShippingSettings } from "@stringing/core/ports/shipping-settings.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import type { Result } from "@stringing/core/shared/result";
import type { ShippingStatus } from "@stringing/core/shipping/active-carrier";
import type { LabelRates } from "@stringing/core/shipping/create-label";
import { shippingSettingsSchema, shippoKeySchema } from "@stringing/core/shipping/shipping-settings-input";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";
import { orderView } from "./orders.ts";

export type CarrierRoutesDeps = {
  status: () => Promise<ShippingStatus>;
  settings: ShippingSettings;
  orders: OrderRepository;
  quoteRates: (input: { orderId: number; kind: LabelKind }) => Promise<Result<LabelRates>>;
  voidLabel: (input: { labelId: number; actor: string; siteOrigin?: string }) => Promise<Result<{ order: Order; label: StoredLabel }>>;
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

const rateQuerySchema = z.object({
  kind: z.enum(["shipping", "return", "outbound"], { error: "Kind must be shipping, return or outbound" }).default("outbound"),
});

/**
 * A label as the admin sees it: never the carrier's purchase id. A label
 * without one was drawn locally: a test label; one bought while Shippo runs
 * on a test key is taken as a test label too (no column says which key
 * bought it).
 */
export const labelView = ({ providerRef, ...label }: StoredLabel, shippoTestKey = false) => ({ ...label, testLabel: providerRef === null || shippoTestKey });

export const carrierRoutes = (deps: CarrierRoutesDeps) => {
  const settingsView = async () => {
    const status = await deps.status();
    return { ...status, webhookUrl: `${deps.origin}${status.webhookPath}` };
  };
  return new Hono<AppEnv>()
    .get("/settings", requireAdmin, async (c) => c.json(await settingsView()))
    .put("/settings", requireAdmin, validate("json", shippingSettingsSchema), async (c) => {
      const { shipFrom, parcel } = c.req.valid("json");
      if (shipFrom !== undefined) await deps.settings.saveShipFrom(shipFrom);
      if (parcel !== undefined) await deps.settings.saveParcel(parcel);
      return c.json(await settingsView());
    })
    .put("/settings/shippo-key", requireAdmin, validate("json", shippoKeySchema), async (c) => {
      await deps.settings.saveShippoKey(c.req.valid("json").apiKey);
      return c.json(await settingsView());
    })
    .delete("/settings/shippo-key", requireAdmin, async (c) => {
      await deps.settings.saveShippoKey(null);
      return c.json(await settingsView());
    })
    .get("/rates/:id", requireAdmin, validate("param", idParamSchema), validate("query", rateQuerySchema), async (c) => {
      const result = await deps.quoteRates({ orderId: c.req.valid("param").id, kind: c.req.valid("query").kind });
      return result.ok ? c.json(result.value) : domainErrorResponse(c, result.error);
    })
    .get("/orders/:id/labels", requireAdmin, validate("param", idParamSchema), async (c) => {
      const id = c.req.valid("param").id;
      if (!(await deps.orders.findById(id))) return c.json({ message: "Order not found" }, 404);
      const [labels, status] = await Promise.all([deps.orders.labels(id), deps.status()]);
      const shippoTestKey = status.provider === "shippo" && status.testLabels;
      return c.json(labels.map((label) => labelView(label, shippoTestKey)));
    })
    .post("/labels/:id/void", requireAdmin, validate("param", idParamSchema), async (c) => {
      const result = await deps.voidLabel({ labelId: c.req.valid("param").id, actor: c.get("user")?.username ?? "system", siteOrigin: deps.origin });
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ label: labelView(result.value.label), order: orderView(result.value.order, deps.origin) });
    });
};
