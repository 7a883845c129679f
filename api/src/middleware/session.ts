import { createMiddleware } from "hono/factory";
import type { ResumedSession } from "@stringing/core/auth/resume-session";
import type { AppEnv } from "../app-env.ts";
import { isHttps, readSessionToken, writeSessionCookie } from "./session-cookie.ts";

/**
 * Sets `user` from the session cookie (null when absent, unknown or
 * expired) and slides the cookie's expiry along with the stored session.
 */
export const session = (options: { resume: (token: string) => Promise<ResumedSession | null>; trustProxy: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = readSessionToken(c);
    const resumed = token ? await options.resume(token) : null;
    c.set("user", resumed?.user ?? null);
    if (token && resumed?.renewedUntil) writeSessionCookie(c, token, resumed.renewedUntil, isHttps(c, options.trustProxy));
    await next();
  });
