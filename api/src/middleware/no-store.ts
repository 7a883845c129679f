import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { isCachedPublicPath } from "../cache/public-paths.ts";

/**
 * Every API answer is `Cache-Control: no-store` unless its route chose its
 * own: an admin's lists, a customer's record, a new order's status link and
 * the signed-in user are nobody's to keep (a shared proxy, the browser's
 * back button on a shared computer). Only an anonymous read of the public
 * content stays cacheable: the public response cache keeps it in memory and
 * would refuse a no-store answer.
 */
export const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.headers.has("cache-control")) return;
  if ((c.req.method === "GET" || c.req.method === "HEAD") && !c.get("user") && isCachedPublicPath(c.req.path)) return;
  c.header("Cache-Control", "no-store");
});
