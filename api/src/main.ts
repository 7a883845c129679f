/**
 * @module The server: reads the environment, opens the database, prepares
 * it, serves the app with Bun.serve and shuts down cleanly on SIGTERM.
 */
import { systemClock } from "@stringing/core/ports/clock.port";
import { errorMessage } from "@stringing/core/shared/error-message";
import { sweepExpiredRecords } from "@stringing/core/shared/sweep-expired-records";
import { createApp } from "./app.ts";
import { openAdapters } from "./composition.ts";
import { readConfig } from "./config.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { registerAppJobs } from "./jobs/register-app-jobs.ts";
import { linkOriginOf, linkOriginWarning } from "./link-origin.ts";
import { RequestRate } from "./load/request-rate.ts";
import { prepareDatabase } from "./prepare-database.ts";
import { startWorkshopDigestTick, workshopDigestTick } from "./workshop-digest-tick.ts";

/** How long after listening the job runner starts. */
const JOBS_START_DELAY_MS = 1000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

const config = readConfig(process.env);
const linksWarning = linkOriginWarning({ ...config, behindProxy: config.trustProxy !== null }, process.env.NODE_ENV);
if (linksWarning) console.warn(linksWarning);
const adapters = await openAdapters(config);
const { seeded, admin } = await prepareDatabase(adapters, {
  adminUsername: config.adminUsername,
  adminPassword: config.adminPassword,
});
if (seeded) console.log("[start] Seeded the public site's default content.");
if (admin.kind === "created-from-env") console.log(`[start] Created admin user "${admin.username}" from ADMIN_USERNAME.`);
if (admin.kind === "removed-earlier")
  console.warn(
    `[start] ADMIN_USERNAME names "${admin.username}", an admin removed in Settings › Users; not created again. Unset ADMIN_USERNAME or choose another name.`,
  );
if (admin.kind === "created-with-random-password") {
  console.log(
    `\n[start] Created the first admin. Sign in at /auth with\n        username: ${admin.username}\n        password: ${admin.password}\n        This password is shown only once.\n`,
  );
}

const app = createApp({
  adapters,
  clock: systemClock,
  trustProxy: config.trustProxy,
  sessionIdleTimeoutMs: config.sessionIdleTimeoutMs,
  linkOrigin: linkOriginOf(config),
  publicFormLimit: config.publicFormLimit,
  frontend: config.frontend,
});

const requests = new RequestRate();
const server = Bun.serve({
  hostname: config.host,
  port: config.port,
  // Hono enforces the per-route limits; this is only the outer bound.
  maxRequestBodySize: 25 * 1024 * 1024,
  fetch: (request, bunServer) => {
    requests.hit();
    return app.fetch(request, { requestIP: (r: Request) => bunServer.requestIP(r) });
  },
});
console.log(
  `[start] Serving on http://${config.host}:${server.port} (database: ${adapters.storage.kind === "pglite" ? `PGlite in ${config.dataDir}` : "Postgres server"})`,
);

// Hourly: ended sessions, old login failures and finished form-limit windows are swept (nothing depends on it for
// correctness), then the embedded store vacuums its tables (decision record 0026).
const housekeeping = startHousekeeping({
  sweep: sweepExpiredRecords({ ...adapters, clock: systemClock, sessionIdleTimeoutMs: config.sessionIdleTimeoutMs }),
  maintenance: adapters.storage.maintenance,
  isBusy: requests.isBusy,
  everyMs: HOUSEKEEPING_INTERVAL_MS,
});

// Background jobs start once the app serves; every instance runs them (decision record 0013).
registerAppJobs(adapters.jobs, { adapters, clock: systemClock });
// A second after listening: a restart after a rush finds a backlog of mails, and rendering them (React, the
// templates' first load) would otherwise hold up the first requests, the health check's among them.
let jobsStart = setTimeout(startJobs, JOBS_START_DELAY_MS);
// Every few minutes, the owner's morning digest is queued when due: once a day across every instance (issue 34).
const digestTick = startWorkshopDigestTick(workshopDigestTick(adapters, { siteOrigin: linkOriginOf(config).url, clock: systemClock }));
function startJobs() {
  // During a rush of requests (a viral post's orders), mails wait their turn instead of taking the CPU the requests need.
  adapters.jobs.start({ isBusy: requests.isBusy }).catch((error: unknown) => {
    console.error(`[jobs] Could not start (${errorMessage(error)}); trying again in 5 s.`);
    jobsStart = setTimeout(startJobs, 5000);
  });
}

let stopping = false;
async function shutDown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[stop] ${signal}: finishing in-flight requests and running jobs.`);
  clearTimeout(jobsStart);
  await Promise.all([
    housekeeping.stop(), // finishes the sweep or table in hand, starts no other
    digestTick.stop(),
    server.stop(), // stops accepting; resolves when in-flight requests are done
    // Takes no more jobs; running ones get 8 s to finish, then are handed back to the queue.
    adapters.jobs.stop({ graceMs: 8000 }),
  ]);
  await adapters.storage.close();
  console.log("[stop] Closed.");
  process.exit(0);
}
process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));
