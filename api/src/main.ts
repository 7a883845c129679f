/**
 * @module The server: reads the environment, opens the database, prepares
 * it, serves the app with Bun.serve and shuts down cleanly on SIGTERM.
 */
import { argon2PasswordHasher } from "@stringing/adapters/crypto/argon2-password-hasher";
import { randomSessionTokens } from "@stringing/adapters/crypto/random-session-tokens";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { PostgresLoginAttemptRepository } from "@stringing/adapters/postgres/login-attempt-repository";
import { PostgresRateLimitCounter } from "@stringing/adapters/postgres/rate-limit-counter";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import { LOGIN_WINDOW_MS } from "@stringing/core/auth/login-throttle";
import { idleCutoff } from "@stringing/core/auth/session-policy";
import { systemClock } from "@stringing/core/ports/clock.port";
import { windowStartOf } from "@stringing/core/shared/public-form-limit";
import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { prepareDatabase } from "./prepare-database.ts";

const config = readConfig(process.env);
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const passwords = argon2PasswordHasher();
const { seeded, admin } = await prepareDatabase(handle, {
  passwords,
  adminUsername: config.adminUsername,
  adminPassword: config.adminPassword,
});
if (seeded) console.log("[start] Seeded the public site's default content.");
if (admin.kind === "created-from-env") console.log(`[start] Created admin user "${admin.username}" from ADMIN_USERNAME.`);
if (admin.kind === "created-with-random-password") {
  console.log(
    `\n[start] Created the first admin. Sign in at /auth with\n        username: ${admin.username}\n        password: ${admin.password}\n        This password is shown only once.\n`,
  );
}

const app = createApp({
  db: handle.db,
  passwords,
  tokens: randomSessionTokens,
  clock: systemClock,
  trustProxy: config.trustProxy,
  sessionIdleTimeoutMs: config.sessionIdleTimeoutMs,
  dataDir: config.dataDir,
  ...(config.appSecretKey ? { appSecretKey: config.appSecretKey } : {}),
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  publicFormLimit: config.publicFormLimit,
  ...(config.mailjetBaseUrl ? { mailjetBaseUrl: config.mailjetBaseUrl } : {}),
  frontend: config.frontend,
});

const server = Bun.serve({
  hostname: config.host,
  port: config.port,
  // Hono enforces the per-route limits; this is only the outer bound.
  maxRequestBodySize: 25 * 1024 * 1024,
  fetch: (request, bunServer) => app.fetch(request, { requestIP: (r: Request) => bunServer.requestIP(r) }),
});
console.log(`[start] Serving on http://${config.host}:${server.port} (database: ${handle.kind === "pglite" ? `PGlite in ${config.dataDir}` : "Postgres server"})`);

// Ended sessions, old login failures and finished form-limit windows are swept hourly; nothing depends on it for correctness.
const sweep = setInterval(() => {
  const now = systemClock.now();
  const idleSince = idleCutoff(now, config.sessionIdleTimeoutMs);
  void new PostgresSessionRepository(handle.db).deleteEnded({ now, idleSince }).catch(() => {});
  void new PostgresLoginAttemptRepository(handle.db).deleteOlderThan(new Date(now.getTime() - LOGIN_WINDOW_MS)).catch(() => {});
  void new PostgresRateLimitCounter(handle.db).deleteWindowsBefore(windowStartOf(now)).catch(() => {});
}, 60 * 60 * 1000);
sweep.unref();

let stopping = false;
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[stop] ${signal}: finishing in-flight requests.`);
  clearInterval(sweep);
  await server.stop(); // stops accepting; resolves when in-flight requests are done
  await handle.close();
  console.log("[stop] Closed.");
  process.exit(0);
}
process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));
