import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FrontendRoots } from "./pages/frontend-routes.ts";

export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
  appSecretKey: string | undefined;
  publicUrl: string | undefined;
  mailjetBaseUrl: string | undefined;
  frontend: FrontendRoots;
};

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** Every environment variable the server reads; the README lists the same. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST || "127.0.0.1",
    port,
    dataDir: resolve(env.DATA_DIR || ".data"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    appSecretKey: env.APP_SECRET_KEY || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    mailjetBaseUrl: env.MAILJET_API_URL || undefined,
    frontend: {
      shell: resolve(repoRoot, "frontends/shell/dist"),
      site: resolve(repoRoot, "frontends/site/dist"),
      admin: resolve(repoRoot, "frontends/admin/dist"),
      siteServer: resolve(repoRoot, "frontends/site/dist-server/render-landing-page.js"),
    },
  };
}
