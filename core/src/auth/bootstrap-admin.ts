import type { PasswordHasher } from "../ports/password-hasher.port.ts";
import type { UserRepository } from "../ports/user-repository.port.ts";
import { ADMIN_ROLE } from "./user.ts";

export type BootstrapOutcome =
  | { kind: "created-from-env"; username: string }
  | { kind: "created-with-random-password"; username: string; password: string }
  | { kind: "nothing-to-do" };

/**
 * Contract, "Admin bootstrap", narrowed so an admin the owner removed stays
 * removed: only while no admin exists at all, start creates the configured
 * admin (ADMIN_USERNAME, ADMIN_PASSWORD) or, with none configured, `admin`
 * with a random password that the caller prints once. Either becomes the
 * owner, as the first admin. Later admins come from Settings › Users or the
 * command line.
 */
export const bootstrapAdmin =
  (deps: { users: UserRepository; passwords: PasswordHasher; randomPassword: () => string }) =>
  async (configured: { username?: string | undefined; password?: string | undefined }): Promise<BootstrapOutcome> => {
    if ((await deps.users.countByRole(ADMIN_ROLE)) > 0) return { kind: "nothing-to-do" };
    if (configured.username && configured.password) {
      const created = await deps.users.create({
        username: configured.username,
        passwordHash: await deps.passwords.hash(configured.password),
        role: ADMIN_ROLE,
        name: configured.username,
      });
      return created ? { kind: "created-from-env", username: configured.username } : { kind: "nothing-to-do" };
    }
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
