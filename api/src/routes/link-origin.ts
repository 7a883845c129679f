import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import type { LinkOrigin } from "../link-origin.ts";
import { requireAdmin } from "../middleware/require-admin.ts";

/** GET /api/config/links (admin): the address every absolute link uses, for Settings to show. */
export const linkOriginRoutes = (linkOrigin: LinkOrigin) =>
  new Hono<AppEnv>().get("/config/links", requireAdmin, (c) => c.json({ url: linkOrigin.url, fromPublicUrl: linkOrigin.fromPublicUrl }));
