import { Hono } from "hono";
import { type SetupFacts, setupChecklist } from "@stringing/core/setup/setup-checklist";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";

/** GET /api/setup (admin): the dashboard's "Set up your shop" checklist, read fresh from the settings each time. */
export const setupRoutes = (deps: { facts: () => Promise<SetupFacts> }) =>
  new Hono<AppEnv>().get("/setup", requireAdmin, async (c) => c.json({ items: setupChecklist(await deps.facts()) }));
