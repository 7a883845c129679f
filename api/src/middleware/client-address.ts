import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * The caller's address, for the login limit. X-Forwarded-For is trusted only
 * behind a proxy we were told about (TRUST_PROXY), or anyone could reset
 * their own limit by sending the header.
 */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.requestIP?.(c.req.raw)?.address ?? "unknown";
}
