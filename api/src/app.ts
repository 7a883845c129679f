/**
 * @module createApp(deps): the only place adapters meet core. Builds the
 * Hono app: `/api` (JSON), robots and sitemap, and the built frontends.
 */
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { PostgresContentRepository } from "@stringing/adapters/postgres/content-repository";
import { pingDatabase, type Database } from "@stringing/adapters/postgres/db";
import { PostgresLoginAttemptRepository } from "@stringing/adapters/postgres/login-attempt-repository";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";
import { logIn } from "@stringing/core/auth/log-in";
import { logOut } from "@stringing/core/auth/log-out";
import { resumeSession } from "@stringing/core/auth/resume-session";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { PasswordHasher } from "@stringing/core/ports/password-hasher.port";
import type { SessionTokens } from "@stringing/core/ports/session-tokens.port";
import type { AppEnv } from "./app-env.ts";
import { bodyLimits } from "./middleware/body-limits.ts";
import { handleError, notFoundJson } from "./middleware/errors.ts";
import { sameOrigin } from "./middleware/same-origin.ts";
import { session } from "./middleware/session.ts";
import { storableJson } from "./middleware/storable-json.ts";
import { frontendRoutes, type FrontendRoots } from "./pages/frontend-routes.ts";
import { seoRoutes } from "./pages/seo-routes.ts";
import { authRoutes } from "./routes/auth.ts";
import { contentRoutes } from "./routes/content.ts";
import { healthRoutes } from "./routes/health.ts";

export type AppDeps = {
  db: Database;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  clock: Clock;
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them). */
  trustProxy: boolean;
  /** Where local files live: labels, uploads, outgoing mail, the local secret key. */
  dataDir: string;
  // @deps-end (add new dependencies above this line)
  /** Built frontends to serve; omitted in API-only tests. */
  frontend?: FrontendRoots;
};

/** Self-hosted everything: the built frontends satisfy this without inline scripts. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export function createApi(deps: AppDeps) {
  const users = new PostgresUserRepository(deps.db);
  const sessions = new PostgresSessionRepository(deps.db);
  const loginAttempts = new PostgresLoginAttemptRepository(deps.db);
  const content = new PostgresContentRepository(deps.db);
  const authDeps = { users, sessions, loginAttempts, passwords: deps.passwords, tokens: deps.tokens, clock: deps.clock };
  // @adapters-end (build repositories and adapters above this line)

  return new Hono<AppEnv>()
    .use(bodyLimits)
    .use(sameOrigin({ trustProxy: deps.trustProxy }))
    .use(storableJson)
    .use(session({ resume: resumeSession(authDeps), trustProxy: deps.trustProxy }))
    .route("/health", healthRoutes(() => pingDatabase(deps.db)))
    .route("/", authRoutes({ logIn: logIn(authDeps), logOut: logOut(authDeps), trustProxy: deps.trustProxy }))
    .route("/content", contentRoutes({ content }))
    // @routes-end (mount resource routes above this line; keep the chain so AppType stays complete)
    ;
}

/** The API's type, for Hono's typed client in the frontends. */
export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use(secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, crossOriginEmbedderPolicy: false }));
  app.use(compress());
  app.route("/api", createApi(deps));
  app.all("/api/*", notFoundJson);
  // @pages-end (mount non-/api routes, such as public uploaded objects, above this line)
  app.route("/", seoRoutes());
  if (deps.frontend) app.route("/", frontendRoutes(deps.frontend));
  app.notFound((c) => c.text("Not found", 404));
  app.onError(handleError);
  return app;
}
