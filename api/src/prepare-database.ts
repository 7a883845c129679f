import { randomPassword } from "@stringing/adapters/crypto/random-session-tokens";
import { migrateDatabase, type DatabaseHandle } from "@stringing/adapters/postgres/db";
import { seedSiteDefaults } from "@stringing/adapters/postgres/seed-site-defaults";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";
import { bootstrapAdmin, type BootstrapOutcome } from "@stringing/core/auth/bootstrap-admin";
import type { PasswordHasher } from "@stringing/core/ports/password-hasher.port";

/**
 * Start-up work that must happen once per database, under a lock so any
 * number of instances can start together: migrate, seed the site defaults on
 * first start, create the bootstrap admin.
 */
export function prepareDatabase(
  handle: DatabaseHandle,
  options: { passwords: PasswordHasher; adminUsername?: string | undefined; adminPassword?: string | undefined },
): Promise<{ seeded: boolean; admin: BootstrapOutcome }> {
  return handle.withStartupLock(async () => {
    await migrateDatabase(handle);
    const seeded = await seedSiteDefaults(handle.db);
    const admin = await bootstrapAdmin({
      users: new PostgresUserRepository(handle.db),
      passwords: options.passwords,
      randomPassword,
    })({ username: options.adminUsername, password: options.adminPassword });
    return { seeded, admin };
  });
}
