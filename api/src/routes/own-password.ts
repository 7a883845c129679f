/**
 * @module POST /api/user/password: the signed-in admin changes their own
 * password with the current one. Their other sessions end; this browser
 * gets a new session cookie, as at login.
 */
import { Hono } from "hono";
import type { ChangeOwnPasswordInput } from "@stringing/core/auth/change-own-password";
import { changeOwnPasswordSchema } from "@stringing/core/auth/change-own-password";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { clientAddress, type TrustedProxies } from "../middleware/client-address.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { isHttps, writeSessionCookie } from "../middleware/session-cookie.ts";
import { validate } from "../middleware/validate.ts";

export type OwnPasswordRoutesDeps = {
  changeOwnPassword: (input: ChangeOwnPasswordInput) => Promise<Result<{ token: string; expiresAt: Date }>>;
  trustProxy: TrustedProxies | null;
};

export const ownPasswordRoutes = (deps: OwnPasswordRoutesDeps) =>
  new Hono<AppEnv>().post("/password", requireAdmin, validate("json", changeOwnPasswordSchema), async (c) => {
    const user = c.get("user");
    if (!user) return c.json({ message: "Authentication required" }, 401);
    const result = await deps.changeOwnPassword({ ...c.req.valid("json"), user, address: clientAddress(c, deps.trustProxy) });
    if (!result.ok) return domainErrorResponse(c, result.error);
    writeSessionCookie(c, result.value.token, result.value.expiresAt, isHttps(c, deps.trustProxy !== null));
    return c.json({ message: "Password changed" });
  });
