/**
 * @module The admins' accounts (Settings → Users), admin only:
 * GET /api/users lists them with their last sign-in; POST /api/users adds
 * an admin; POST /api/users/{id}/password gives another user a new random
 * password; DELETE /api/users/{id} removes one; POST /api/users/{id}/make-owner
 * hands ownership on (the owner only). Other admins can neither remove nor
 * reset the owner. A generated password is in the answer once and nowhere else.
 */
import { Hono } from "hono";
import type { NewAdminInput } from "@stringing/core/auth/add-admin";
import { newAdminSchema } from "@stringing/core/auth/add-admin";
import type { ResetPasswordInput } from "@stringing/core/auth/reset-password";
import type { User } from "@stringing/core/auth/user";
import type { UserListing } from "@stringing/core/ports/user-repository.port";
import { idParamSchema } from "@stringing/core/shared/id-param";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type UserRoutesDeps = {
  list: () => Promise<UserListing[]>;
  addAdmin: (input: NewAdminInput) => Promise<Result<{ user: User; password: string }>>;
  resetPassword: (input: ResetPasswordInput) => Promise<Result<{ password: string; sessionsEnded: number }>>;
  remove: (input: { userId: number; actorId: number }) => Promise<Result<{ id: number }>>;
  makeOwner: (input: { userId: number; actorId: number }) => Promise<Result<{ id: number }>>;
};

const userView = (user: User) => ({
  id: user.id,
  username: user.username,
  name: user.name,
  email: user.email,
  role: user.role,
  owner: user.owner,
  createdAt: user.createdAt,
});

export const userRoutes = (deps: UserRoutesDeps) =>
  new Hono<AppEnv>()
    .use(requireAdmin)
    .get("/", async (c) => {
      const me = c.get("user")?.id;
      return c.json((await deps.list()).map((user) => ({ ...userView(user), lastSignInAt: user.lastSignInAt, isYou: user.id === me })));
    })
    .post("/", validate("json", newAdminSchema), async (c) => {
      const result = await deps.addAdmin(c.req.valid("json"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      c.header("Cache-Control", "no-store");
      return c.json({ user: userView(result.value.user), password: result.value.password }, 201);
    })
    .post("/:id/password", validate("param", idParamSchema), async (c) => {
      const result = await deps.resetPassword({ userId: c.req.valid("param").id, actorId: c.get("user")?.id });
      if (!result.ok) return domainErrorResponse(c, result.error);
      c.header("Cache-Control", "no-store");
      return c.json({ password: result.value.password, sessionsEnded: result.value.sessionsEnded });
    })
    .delete("/:id", validate("param", idParamSchema), async (c) => {
      const actorId = c.get("user")?.id ?? 0;
      const result = await deps.remove({ userId: c.req.valid("param").id, actorId });
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "User removed", id: result.value.id });
    })
    .post("/:id/make-owner", validate("param", idParamSchema), async (c) => {
      const result = await deps.makeOwner({ userId: c.req.valid("param").id, actorId: c.get("user")?.id ?? 0 });
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.json({ message: "Owner changed", id: result.value.id });
    });
