import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

/** Where the site is reached from outside: PUBLIC_URL, and whether to believe X-Forwarded-* headers. */
export type SiteOriginOptions = { publicUrl?: string | undefined; trustProxy: boolean };

/**
 * The site's public origin for absolute links (e-mails, the status page
 * URL): PUBLIC_URL when set, else the request's own origin (as the proxy
 * saw it, when the proxy is trusted).
 */
export function siteOrigin(c: Context<AppEnv>, options: SiteOriginOptions): string {
  if (options.publicUrl) return options.publicUrl.replace(/\/+$/, "");
  const url = new URL(c.req.url);
  if (options.trustProxy) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}
