/**
 * @module GET/PUT /api/settings/workshop (admin): the workshop's calendar
 * the promise dates are counted on (docs/rules/workshop.md). PUT takes the
 * whole object; GET answers the defaults until the owner saves.
 */
import { Hono } from "hono";
import { workshopSettingsSchema } from "@stringing/core/workshop/workshop-settings";
import type { WorkshopSettingsStore } from "@stringing/core/workshop/workshop-settings-store.port";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type WorkshopSettingsRoutesDeps = { settings: WorkshopSettingsStore };

export const workshopSettingsRoutes = (deps: WorkshopSettingsRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/settings/workshop", requireAdmin, async (c) => c.json(await deps.settings.get()))
    .put("/settings/workshop", requireAdmin, validate("json", workshopSettingsSchema.strict()), async (c) => {
      const settings = c.req.valid("json");
      await deps.settings.save(settings);
      return c.json(settings);
    });
