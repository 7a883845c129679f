import type { PasswordHasher } from "../ports/password-hasher.port.ts";
import type { UserRepository } from "../ports/user-repository.port.ts";
import { ADMIN_ROLE } from "./user.ts";

export type BootstrapOutcome =
  | { kind: "created-from-env"; username: string }
  | { kind: "created-with-random-password"; username: string; password: string }
  | { kind: "removed-earlier"; username: string }
  | { kind: "nothing-to-do" };

/**
 * docs/rules/running.md, The first admin: start creates the configured admin
 * (ADMIN_USERNAME, ADMIN_PASSWORD) when no user of that name exists, unless
 * an admin removed that user (so a removed admin stays removed while the
 * variables are still set); with none configured and no admin at all, it
 * creates `admin` with a random password that the caller prints once. The
 * first admin becomes the owner.
 */
export const bootstrapAdmin =
  (deps: { users: UserRepository; passwords: PasswordHasher; randomPassword: () => string }) =>
  async (configured: { username?: string | undefined; password?: string | undefined }): Promise<BootstrapOutcome> => {
    if (configured.username && configured.password) {
      if (await deps.users.findByUsername(configured.username)) return { kind: "nothing-to-do" };
      if (await deps.users.wasRemoved(configured.username)) return { kind: "removed-earlier", username: configured.username };
      const created = await deps.users.create({
        username: configured.username,
        passwordHash: await deps.passwords.hash(configured.password),
        role: ADMIN_ROLE,
        name: configured.username,
      });
      return created ? { kind: "created-from-env", username: configured.username } : { kind: "nothing-to-do" };
    }
    if ((await deps.users.countByRole(ADMIN_ROLE)) > 0) return { kind: "nothing-to-do" };
    const password = deps.randomPassword();
    const created = await deps.users.create({
      username: "admin",
      passwordHash: await deps.passwords.hash(password),
      role: ADMIN_ROLE,
      name: "Admin",
    });
    // Another instance may have won the race; then its password was printed there.
    return created ? { kind: "created-with-random-password", username: "admin", password } : { kind: "nothing-to-do" };
  };
