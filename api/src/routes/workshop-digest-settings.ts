/**
 * @module The morning digest's settings in Settings (admins only), at
 * /api/settings/workshop/digest: `{enabled, hour, to}`, and `ownerEmail`,
 * where it goes while `to` is null (the owner's other notices' address).
 */
import { Hono } from "hono";
import { workshopDigestSettingsSchema } from "@stringing/core/workshop/workshop-digest-settings";
import type { WorkshopDigestSettingsStore } from "@stringing/core/workshop/workshop-digest-settings.port";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type WorkshopDigestSettingsRoutesDeps = {
  settings: WorkshopDigestSettingsStore;
  /** The owner's notice address now (the one saved in Settings, else the sender). */
  ownerEmail: () => Promise<string>;
};

export const workshopDigestSettingsRoutes = (deps: WorkshopDigestSettingsRoutesDeps) => {
  const view = async () => {
    const [settings, ownerEmail] = await Promise.all([deps.settings.get(), deps.ownerEmail()]);
    return { ...settings, ownerEmail };
  };
  return new Hono<AppEnv>()
    .get("/", requireAdmin, async (c) => c.json(await view()))
    .put("/", requireAdmin, validate("json", workshopDigestSettingsSchema), async (c) => {
      await deps.settings.save(c.req.valid("json"));
      return c.json(await view());
    });
};
