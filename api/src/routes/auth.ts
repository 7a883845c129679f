import { Hono } from "hono";
import type { LoggedIn, LogInInput } from "@stringing/core/auth/log-in";
import { loginSchema } from "@stringing/core/auth/login-schema";
import type { User } from "@stringing/core/auth/user";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { clientAddress, type TrustedProxies } from "../middleware/client-address.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { clearSessionCookie, isHttps, readSessionToken, writeSessionCookie } from "../middleware/session-cookie.ts";
import { validate } from "../middleware/validate.ts";

export type AuthRoutesDeps = {
  logIn: (input: LogInInput) => Promise<Result<LoggedIn>>;
  logOut: (token: string) => Promise<void>;
  trustProxy: TrustedProxies | null;
};

const publicUser = (user: User) => ({
  id: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.role,
  createdAt: user.createdAt,
});

/** POST /api/login, POST /api/logout, GET /api/user. */
export const authRoutes = (deps: AuthRoutesDeps) =>
  new Hono<AppEnv>()
    .post("/login", validate("json", loginSchema), async (c) => {
      const { username, password } = c.req.valid("json");
      const result = await deps.logIn({
        username,
        password,
        address: clientAddress(c, deps.trustProxy),
        previousToken: readSessionToken(c),
      });
      if (!result.ok) return domainErrorResponse(c, result.error);
      writeSessionCookie(c, result.value.token, result.value.expiresAt, isHttps(c, deps.trustProxy !== null));
      return c.json(publicUser(result.value.user));
    })
    .post("/logout", async (c) => {
      const token = readSessionToken(c);
      if (token) await deps.logOut(token);
      clearSessionCookie(c, isHttps(c, deps.trustProxy !== null));
      return c.json({ message: "Logged out" });
    })
    .get("/user", (c) => {
      const user = c.get("user");
      if (!user) return c.json({ message: "Not authenticated" }, 401);
      return c.json(publicUser(user));
    });
