import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * docs/rules/access.md, The Origin check: mutating requests whose Origin names another site are refused
 * with 403. Requests without Origin (curl, server-to-server) carry no
 * ambient browser credentials of another site, so they pass.
 */
export const sameOrigin = (options: { trustProxy: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) return next();
    const host = (options.trustProxy && c.req.header("x-forwarded-host")) || c.req.header("host") || new URL(c.req.url).host;
    let originHost: string | null = null;
    try {
      originHost = origin === "null" ? null : new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost !== host) return c.json({ message: "Cross-site request refused" }, 403);
    return next();
  });
