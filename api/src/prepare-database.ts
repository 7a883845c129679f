import { bootstrapAdmin, type BootstrapOutcome } from "@stringing/core/auth/bootstrap-admin";
import type { Adapters } from "./composition.ts";

/**
 * Start-up work that must happen once per database, under a lock so any
 * number of instances can start together: migrate, seed the site defaults on
 * first start, create the bootstrap admin.
 */
export function prepareDatabase(
  adapters: Pick<Adapters, "storage" | "users" | "passwords" | "randomPassword">,
  options: { adminUsername?: string | undefined; adminPassword?: string | undefined },
): Promise<{ seeded: boolean; admin: BootstrapOutcome }> {
  const { storage } = adapters;
  return storage.withStartupLock(async () => {
    await storage.migrate();
    const seeded = await storage.seedSiteDefaults();
    const admin = await bootstrapAdmin(adapters)({ username: options.adminUsername, password: options.adminPassword });
    return { seeded, admin };
  });
}
