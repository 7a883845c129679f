import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

/** GET /api/health: 200 once the app can serve, 503 while the database is away. */
export const healthRoutes = (ping: () => Promise<void>) =>
  new Hono<AppEnv>().get("/", async (c) => {
    try {
      await ping();
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable", message: "Database unavailable" }, 503);
    }
  });
