import { createMiddleware } from "hono/factory";
import { isAdmin } from "@stringing/core/auth/user";
import type { AppEnv } from "../app-env.ts";

/**
 * The one admin guard: 401 without a session, 403 for a non-admin. It runs
 * before validation and lookups, so an anonymous caller learns nothing.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get("user");
  if (!user) return c.json({ message: "Authentication required" }, 401);
  if (!isAdmin(user)) return c.json({ message: "Admin privileges required" }, 403);
  await next();
});
