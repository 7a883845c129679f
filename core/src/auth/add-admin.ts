import { z } from "zod";
import type { PasswordHasher } from "../ports/password-hasher.port.ts";
import type { UserRepository } from "../ports/user-repository.port.ts";
import { conflict } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { ADMIN_ROLE, type User } from "./user.ts";

/** The Users panel's "Add admin" form; shared by the API and the form. */
export const newAdminSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(200, "Username must be at most 200 characters")
    .regex(/^\S+$/, "Username cannot contain spaces"),
  name: z.string().trim().max(200, "Name must be at most 200 characters").optional(),
});

export type NewAdminInput = z.infer<typeof newAdminSchema>;

export type AddAdminDeps = { users: UserRepository; passwords: PasswordHasher; randomPassword: () => string };

/**
 * Adds an admin with a generated password, returned once for the caller to
 * show: only its hash is stored, so no one can read it back later.
 */
export const addAdmin =
  (deps: AddAdminDeps) =>
  async ({ username, name }: NewAdminInput): Promise<Result<{ user: User; password: string }>> => {
    const password = deps.randomPassword();
    const user = await deps.users.create({
      username,
      name: name || username,
      role: ADMIN_ROLE,
      passwordHash: await deps.passwords.hash(password),
    });
    if (!user) return err(conflict("A user with that username already exists"));
    return ok({ user, password });
  };
